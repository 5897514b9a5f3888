import type { TrialRole } from '@amicus/contract/trials/schemas';
import { REPORT_SECTIONS, type CaseData } from '../analysis-prompt';
import type { EvidenceDocument } from '../evidence';
import { clip } from '../../../domain/text/clip';
import {
  amountsIn,
  datesIn,
  keywordsOf,
  sentencesOf,
  strengthScore,
  topBy,
  weaknessScore,
} from './key-facts';

type Party = 'plaintiff' | 'defendant';
type Sourced = { text: string; source: string };
/** A date or amount, with every document (or the case description) that mentions it. */
type Fact = { text: string; sources: string[] };

const keyOf = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/** The same sentence or figure found twice (a file uploaded again, a date in several letters) counts once. */
function mergeFacts(items: Sourced[]): Fact[] {
  const merged = new Map<string, Fact>();
  for (const item of items) {
    const fact = merged.get(keyOf(item.text));
    if (!fact) merged.set(keyOf(item.text), { text: item.text, sources: [item.source] });
    else if (!fact.sources.includes(item.source)) fact.sources.push(item.source);
  }
  return [...merged.values()];
}

/** Points are statements: a heading or a label of a few words is not one. */
const MIN_POINT_WORDS = 6;

export const OFFLINE_NOTE =
  '> Written by Amicus’s built-in **offline model**. It reads your documents, picks out their key sentences, dates and amounts, and arranges them under the report’s headings; it does not weigh the law. For a reasoned analysis, choose a hosted AI model in Settings.';

const quoteSource = (source: string) => (source === 'case description' ? 'case description' : `“${source}”`);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What one side's documents say, read by the offline model. */
type SideFacts = {
  party: Party;
  documents: EvidenceDocument[];
  readable: number;
  strongest: Sourced[];
  weakest: Sourced[];
  dates: Fact[];
  amounts: Fact[];
  strength: number;
};

/**
 * A side's documents: its own uploads, plus the submission's files when the user is on that side (unless the
 * same file was uploaded again for the analysis).
 */
function documentsOf(party: Party, role: TrialRole, documents: EvidenceDocument[]) {
  const own = documents.filter((d) => d.side === party);
  const texts = new Set(own.map((d) => d.text));
  const fromCase = documents.filter(
    (d) => d.side === 'case' && role === party && !(d.text && texts.has(d.text)),
  );
  return [...own, ...fromCase];
}

function readSide(party: Party, documents: EvidenceDocument[], caseWords: Set<string>): SideFacts {
  const seen = new Set<string>();
  const sentences: Sourced[] = documents
    .flatMap((d) => (d.text ? sentencesOf(d.text).map((text) => ({ text, source: d.fileName })) : []))
    .filter((s) => {
      const key = keyOf(s.text);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const points = sentences.filter((s) => s.text.split(' ').length >= MIN_POINT_WORDS);
  // Each sentence is scored once; the rankings below read the score many times.
  const scores = new Map(points.map((s) => [s, strengthScore(s.text, caseWords)]));
  const score = (s: Sourced) => scores.get(s) ?? 0;
  const strongest = topBy(points, score, 3, 0);
  const weakest = topBy(
    points.filter((s) => !strongest.includes(s)),
    (s) => weaknessScore(s.text),
    2,
    1,
  );
  const facts = (find: (t: string) => string[]) =>
    mergeFacts(
      documents.flatMap((d) => (d.text ? find(d.text).map((text) => ({ text, source: d.fileName })) : [])),
    );
  const readable = documents.filter((d) => d.text).length;
  const strength = topBy(points, score, 5, 0).reduce((sum, s) => sum + score(s), 0) + readable;
  return {
    party,
    documents,
    readable,
    strongest,
    weakest,
    dates: facts(datesIn).slice(0, 8),
    amounts: facts(amountsIn).slice(0, 8),
    strength,
  };
}

const bullet = (s: Sourced) => `- “${clip(s.text)}” (source: ${quoteSource(s.source)})`;
const listFacts = (items: Fact[], max = 6) =>
  items
    .slice(0, max)
    .map((i) => `${i.text} (${i.sources.map(quoteSource).join(', ')})`)
    .join('; ');

function sideSection(side: SideFacts, opponent: SideFacts): string[] {
  const title = side.party === 'plaintiff' ? REPORT_SECTIONS.plaintiff : REPORT_SECTIONS.defendant;
  const lines = [`## ${title}`, '', '### Strongest points', ''];
  if (side.documents.length === 0) {
    lines.push(
      `- No documents were uploaded for the ${side.party}, so this side rests on what is said in court.`,
    );
  } else if (side.strongest.length === 0) {
    lines.push(
      `- The ${side.party}’s documents contain no dated, costed or signed statement the offline model could pick out.`,
    );
  } else {
    lines.push(...side.strongest.map(bullet));
  }
  lines.push('', '### Weakest points', '');
  if (side.documents.length === 0) {
    lines.push(
      `- Without documents, the ${side.party}’s account is their word against the ${opponent.party}’s.`,
    );
  } else if (side.weakest.length === 0) {
    lines.push(
      `- Nothing in the ${side.party}’s documents hedges or admits a gap; expect the ${opponent.party} to test the dates and amounts instead.`,
    );
  } else {
    lines.push(...side.weakest.map(bullet));
  }
  const unread = side.documents.filter((d) => !d.text);
  if (unread.length > 0) {
    lines.push(
      `- ${unread.map((d) => `“${d.fileName}”`).join(', ')} could not be read, so it adds nothing yet.`,
    );
  }
  return lines;
}

function questionsFor(side: SideFacts, opponent: SideFacts): string[] {
  const questions: string[] = [];
  if (side.documents.length === 0) {
    questions.push('You have not filed any documents. What evidence supports your account?');
  }
  const date = side.dates[0];
  if (date) questions.push(`What happened on ${date.text}, and which document shows it?`);
  const amount = side.amounts[0];
  if (amount) questions.push(`How is the figure of ${amount.text} made up, and what proves it?`);
  const weak = side.weakest[0];
  if (weak) {
    questions.push(
      `Your document ${quoteSource(weak.source)} says: “${clip(weak.text, 140)}” How do you explain that?`,
    );
  }
  const theirs = opponent.strongest[0];
  if (theirs) {
    questions.push(
      `How do you answer the ${opponent.party}’s point that “${clip(theirs.text, 140)}” (${quoteSource(theirs.source)})?`,
    );
  }
  questions.push(
    side.party === 'plaintiff'
      ? 'What exactly are you asking the court to order, and on what basis?'
      : 'If the court finds against you, what do you say the right remedy or amount would be?',
  );
  return questions.slice(0, 5).map((q, i) => `${i + 1}. ${q}`);
}

function outcome(plaintiff: SideFacts, defendant: SideFacts): string[] {
  const total = plaintiff.strength + defendant.strength;
  const share = total === 0 ? 0.5 : plaintiff.strength / total;
  const leaning =
    total === 0
      ? 'no side yet: neither side’s documents give the offline model anything concrete to weigh'
      : share >= 0.6
        ? 'towards the plaintiff'
        : share <= 0.4
          ? 'towards the defendant'
          : 'balanced: neither side’s documents are clearly more concrete';
  const missing = [plaintiff, defendant].filter((s) => s.readable === 0).map((s) => s.party);
  const summary = (s: SideFacts) =>
    `${s.readable} readable document${s.readable === 1 ? '' : 's'}, ${s.dates.length} date${s.dates.length === 1 ? '' : 's'} and ${s.amounts.length} amount${s.amounts.length === 1 ? '' : 's'}`;
  return [
    `## ${REPORT_SECTIONS.outcome}`,
    '',
    `**Leaning:** ${leaning}.`,
    '',
    `**Uncertainty:** high. The offline model only compares how concrete each side’s documents are (plaintiff: ${summary(plaintiff)}; defendant: ${summary(defendant)}); it does not apply the law, judge credibility or know the court.`,
    '',
    `**What could change it:** ${
      missing.length > 0 ? `documents from the ${missing.join(' and the ')}, ` : ''
    }a witness, a signed document that contradicts the other side, or a rule of law on time limits or notice in the jurisdiction.`,
  ];
}

function nextSteps(
  caseData: CaseData,
  own: SideFacts | undefined,
  opponent: SideFacts | undefined,
  all: EvidenceDocument[],
) {
  const steps: string[] = [];
  const dates = own?.dates.length ? own.dates : (opponent?.dates ?? []);
  steps.push(
    dates.length > 0
      ? `Build a one-page timeline around the dates in the documents: ${listFacts(dates, 5)}.`
      : 'Write a dated timeline of events; the documents contain no dates the offline model could find.',
  );
  const amounts = own?.amounts.length ? own.amounts : (opponent?.amounts ?? []);
  if (amounts.length > 0) {
    steps.push(
      `Gather proof for every amount in dispute (receipts, bank statements, invoices): ${listFacts(amounts, 4)}.`,
    );
  }
  if (own && opponent) {
    if (own.weakest[0]) {
      steps.push(
        `Prepare an answer to your weakest point: “${clip(own.weakest[0].text, 140)}” (${quoteSource(own.weakest[0].source)}).`,
      );
    }
    if (opponent.strongest[0]) {
      steps.push(
        `Find evidence that answers the ${opponent.party}’s strongest point: “${clip(opponent.strongest[0].text, 140)}” (${quoteSource(opponent.strongest[0].source)}).`,
      );
    }
    steps.push(
      `Rehearse your answers to the judge’s questions to the ${own.party} above, out loud, in under a minute each.`,
    );
  } else {
    steps.push(
      'Write down what you saw or know, with dates, and keep copies of any message or document you have; either party may ask you for them.',
    );
  }
  const unread = all.filter((d) => !d.text);
  if (unread.length > 0) {
    steps.push(
      `Replace ${unread.map((d) => `“${d.fileName}”`).join(', ')} with a text-based copy so it can be analysed.`,
    );
  }
  steps.push(
    `Check the time limits and court procedure that apply in ${caseData.state}, ${caseData.country}; a local legal aid office or lawyer can confirm them.`,
  );
  return [`## ${REPORT_SECTIONS.nextSteps}`, '', ...steps.map((s, i) => `${i + 1}. ${s}`)];
}

/**
 * The offline model's mock-trial report: built only from the case data and the documents' own text (key
 * sentences, dates, amounts), under the same headings a hosted model is asked for. Deterministic. `law` opens
 * it: the rules the library holds on the case, quoted with their [n] (see libraryRules), or that it holds none.
 */
export function offlineAnalysis(
  caseData: CaseData,
  documents: EvidenceDocument[],
  law: readonly string[] = [],
): string {
  const caseWords = keywordsOf(caseData.caseDescription);
  const plaintiff = readSide('plaintiff', documentsOf('plaintiff', caseData.role, documents), caseWords);
  const defendant = readSide('defendant', documentsOf('defendant', caseData.role, documents), caseWords);
  const description = sentencesOf(caseData.caseDescription);
  const brief =
    description.length > 0 ? description.slice(0, 2).join(' ') : clip(caseData.caseDescription, 300);
  const described = (s: SideFacts) =>
    `${s.documents.length} from the ${s.party}${s.readable < s.documents.length ? ` (${s.documents.length - s.readable} unreadable)` : ''}`;
  const allFacts = (find: (t: string) => string[], sides: Fact[][]) =>
    mergeFacts([
      ...find(caseData.caseDescription).map((text) => ({ text, source: 'case description' })),
      ...sides.flatMap((facts) =>
        facts.flatMap((f) => f.sources.map((source) => ({ text: f.text, source }))),
      ),
    ]);
  const dates = allFacts(datesIn, [plaintiff.dates, defendant.dates]);
  const amounts = allFacts(amountsIn, [plaintiff.amounts, defendant.amounts]);
  const own = caseData.role === 'other' ? undefined : caseData.role === 'plaintiff' ? plaintiff : defendant;
  const opponent = own ? (own.party === 'plaintiff' ? defendant : plaintiff) : undefined;

  return [
    '# Mock Trial Analysis',
    '',
    OFFLINE_NOTE,
    ...law,
    '',
    `## ${REPORT_SECTIONS.brief}`,
    '',
    brief,
    '',
    `- **Your role:** ${capitalise(caseData.role)}`,
    `- **Jurisdiction:** ${caseData.state}, ${caseData.country}`,
    `- **Documents:** ${described(plaintiff)}; ${described(defendant)}`,
    `- **Key dates:** ${dates.length > 0 ? listFacts(dates) : 'none found'}`,
    `- **Amounts:** ${amounts.length > 0 ? listFacts(amounts) : 'none found'}`,
    '',
    ...sideSection(plaintiff, defendant),
    '',
    ...sideSection(defendant, plaintiff),
    '',
    `## ${REPORT_SECTIONS.questions}`,
    '',
    '### To the plaintiff',
    '',
    ...questionsFor(plaintiff, defendant),
    '',
    '### To the defendant',
    '',
    ...questionsFor(defendant, plaintiff),
    '',
    ...outcome(plaintiff, defendant),
    '',
    ...nextSteps(caseData, own, opponent, documents),
    '',
    'This is legal information, not legal advice.',
  ].join('\n');
}
