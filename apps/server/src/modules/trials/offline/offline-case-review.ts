import type { CaseData } from '../analysis-prompt';
import type { EvidenceDocument } from '../evidence';
import { clip } from '../../../domain/text/clip';
import { amountsIn, datesIn, sentencesOf } from './key-facts';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function facts(caseData: CaseData, documents: EvidenceDocument[]) {
  const sources = [caseData.caseDescription, ...documents.map((d) => d.text ?? '')];
  const dates = [...new Set(sources.flatMap(datesIn))].slice(0, 6);
  const amounts = [...new Set(sources.flatMap(amountsIn))].slice(0, 6);
  return { dates, amounts };
}

/** The offline model's case summary: the case's own first sentences, its place and its key figures. */
export function offlineSummary(caseData: CaseData, documents: EvidenceDocument[]): string {
  const sentences = sentencesOf(caseData.caseDescription);
  const opening =
    sentences.length > 0 ? sentences.slice(0, 2).join(' ') : clip(caseData.caseDescription, 280);
  const { dates, amounts } = facts(caseData, documents);
  const figures = [
    dates.length > 0 ? `key dates ${dates.slice(0, 3).join(', ')}` : '',
    amounts.length > 0 ? `amounts ${amounts.slice(0, 3).join(', ')}` : '',
  ].filter(Boolean);
  return [
    `${capitalise(caseData.role)}’s case in ${caseData.state}, ${caseData.country}: ${clip(opening, 320)}`,
    figures.length > 0 ? `It mentions ${figures.join(' and ')}.` : '',
    documents.length > 0
      ? `${documents.length} document${documents.length === 1 ? ' was' : 's were'} submitted with it.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const toProve = {
  plaintiff: [
    'that the other side made a promise or owed you a duty (a contract, a lease, a statutory duty);',
    'that they broke it, and when;',
    'what it cost you, with figures you can prove.',
  ],
  defendant: [
    'which of the plaintiff’s facts you dispute, and why;',
    'what you did do (payments, repairs, notices), with proof;',
    'any reason the claim is late, overstated or aimed at the wrong person.',
  ],
  other: [
    'what you saw or know first-hand, and when;',
    'how you are connected to the parties;',
    'which documents or messages you hold that either side may need.',
  ],
} as const;

/** The offline model's first assessment, from the same inputs a hosted model gets. */
export function offlineCaseAnalysis(caseData: CaseData, documents: EvidenceDocument[]): string {
  const sentences = sentencesOf(caseData.caseDescription).slice(0, 4);
  const { dates, amounts } = facts(caseData, documents);
  const readable = documents.filter((d) => d.text);
  return [
    '## First assessment',
    '',
    '> Written by Amicus’s built-in **offline model** from your description and documents; it does not weigh the law. Choose a hosted AI model in Settings for a reasoned assessment.',
    '',
    '## Key facts',
    '',
    ...(sentences.length > 0
      ? sentences.map((s) => `- ${clip(s)}`)
      : [`- ${clip(caseData.caseDescription)}`]),
    `- **Dates:** ${dates.length > 0 ? dates.join(', ') : 'none given yet'}`,
    `- **Amounts:** ${amounts.length > 0 ? amounts.join(', ') : 'none given yet'}`,
    `- **Documents:** ${documents.length === 0 ? 'none yet' : documents.map((d) => `“${d.fileName}”${d.text ? '' : ' (not readable)'}`).join(', ')}`,
    '',
    '## What you will need to show',
    '',
    ...toProve[caseData.role].map((item) => `- ${capitalise(item)}`),
    '',
    '## Next steps',
    '',
    '1. Upload both sides’ documents on the analysis page for the full mock-trial report.',
    `2. ${dates.length > 0 ? 'Put the dates above into a one-page timeline.' : 'Write a dated timeline of what happened.'}`,
    `3. ${readable.length > 0 ? 'Keep the originals of the documents you uploaded.' : 'Collect the contracts, letters, receipts and messages that back your account.'}`,
    `4. Check the time limits that apply in ${caseData.state}, ${caseData.country}.`,
    '',
    'This is legal information, not legal advice.',
  ].join('\n');
}
