import type { LegalQuestionnaire } from '@amicus/contract/chats/schemas';
import { knowledgeFor } from '../../../domain/guides/knowledge-by-slug';
import type { CategoryKnowledge, KnowledgeTopic } from '../../../domain/guides/knowledge-types';
import type { Grounding } from '../../../domain/library/grounding';
import { countryPhrase } from './country-phrase';
import { libraryRules } from '../../../domain/library/library-rules';
import { spliceAnswer } from '../../../domain/text/splice-answer';
import type { ChosenPassage } from '../attachments/attachment-passages';
import { offlineFileQuotes } from '../attachments/offline-file-quotes';

/**
 * The built-in offline model: a deterministic Markdown answer built from the questionnaire, the topic and the
 * area's bundled knowledge. It says plainly what it is. Follow-ups are answered with the sections of the same
 * knowledge the question asks about (deadlines, documents, steps, costs, lawyers…).
 */
export type OfflineAnswerInput = {
  categoryName: string;
  categorySlug: string | null;
  topic: string;
  questionnaire: LegalQuestionnaire;
  /** The user's latest message; absent for a chat's first reply. */
  followUp?: string;
  /** The library's passages for the question: its rules open the answer, quoted with their [n]. */
  grounding?: Grounding;
  /** Passages of the files attached to the chat: the ones matching the question are quoted, as the user's. */
  attachments?: ChosenPassage[];
};

type SectionKey = 'issues' | 'documents' | 'steps' | 'deadlines' | 'costs' | 'lawyer' | 'help';

const sectionTitles: Record<SectionKey, string> = {
  issues: 'Issues to consider',
  documents: 'Documents to gather',
  steps: 'Typical steps',
  deadlines: 'Deadlines to check',
  costs: 'Costs',
  lawyer: 'When to get a lawyer',
  help: 'Where to find help',
};

/** Words that show what a follow-up asks about. */
const sectionKeywords: Record<SectionKey, string[]> = {
  deadlines: [
    'deadline',
    'time limit',
    'how long',
    'when ',
    'days',
    'weeks',
    'months',
    'limitation',
    'expire',
    'too late',
    'date',
  ],
  documents: [
    'document',
    'evidence',
    'proof',
    'prove',
    'paper',
    'record',
    'receipt',
    'photo',
    'gather',
    'bring',
    'keep',
  ],
  steps: [
    'step',
    'what should i do',
    'what do i do',
    'what can i do',
    'how do i',
    'how can i',
    'process',
    'procedure',
    'next',
    'start',
    'file',
    'apply',
    'complain',
  ],
  costs: [
    'cost',
    'fee',
    'price',
    'pay for',
    'money',
    'afford',
    'expensive',
    'free',
    'charge',
    'how much',
    'compensation',
  ],
  lawyer: ['lawyer', 'attorney', 'solicitor', 'legal aid', 'counsel', 'represent', 'barrister', 'advocate'],
  issues: ['right', 'allowed', 'legal', 'illegal', 'can they', 'can my', 'law', 'issue', 'entitled'],
  help: [
    'help',
    'who can',
    'where can',
    'organisation',
    'organization',
    'agency',
    'ombudsman',
    'clinic',
    'advice',
  ],
};

const dangerWords = [
  'danger',
  'unsafe',
  'violence',
  'violent',
  'threaten',
  'hit me',
  'hurt me',
  'kill',
  'abuse',
  'afraid',
];

const bullets = (items: string[]) => items.map((item) => `- ${item}`);
const numbered = (items: string[]) => items.map((item, i) => `${i + 1}. ${item}`);
const oneLine = (text: string, max: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
};
const includesAny = (text: string, words: string[]) => words.some((word) => text.includes(word));

function matchingTopics(knowledge: CategoryKnowledge, text: string): KnowledgeTopic[] {
  const lower = text.toLowerCase();
  return knowledge.topics.filter((topic) => includesAny(lower, topic.keywords));
}

function section(key: SectionKey, knowledge: CategoryKnowledge): string[] {
  const items = knowledge[key];
  return ['', `## ${sectionTitles[key]}`, ...(key === 'steps' ? numbered(items) : bullets(items))];
}

function place(q: LegalQuestionnaire) {
  return `${q.state}, ${q.country}`;
}

function firstReply(input: OfflineAnswerInput, knowledge: CategoryKnowledge): string {
  const q = input.questionnaire;
  const areaName = input.categoryName || 'this area of law';
  const topics = matchingTopics(knowledge, `${input.topic} ${q.description}`).slice(0, 2);
  const lines = [
    `> **Amicus offline model.** This reply was written by Amicus's built-in offline model, which works without an internet connection or an AI provider. It combines your answers with a general guide to ${areaName}, so it cannot weigh every detail of your case the way a full AI model or a lawyer would. It is legal information, not legal advice.`,
  ];
  if (includesAny(q.description.toLowerCase(), dangerWords)) {
    lines.push('', '**If you are in danger right now, call your local emergency number first.**');
  }
  lines.push(...libraryRules(input.grounding, `${input.topic} ${q.description}`));
  lines.push(...offlineFileQuotes(input.attachments ?? [], `${input.topic} ${q.description}`));
  lines.push(
    '',
    '## Your situation',
    `You are asking about **${spliceAnswer(oneLine(input.topic, 200), 'You are asking about', ' in', { freeText: true, sentence: false })}** in **${place(q)}**, as ${knowledge.roles[q.role]}.`,
    '',
    `> ${oneLine(q.description, 400)}`,
    '',
    knowledge.overview,
    '',
    `The law that usually applies is ${knowledge.law}. Amounts, notice periods and deadlines differ between jurisdictions, so check the rules that apply in ${place(q)}.`,
  );
  for (const topic of topics) lines.push('', `## ${topic.title}`, ...bullets(topic.points));
  for (const key of ['issues', 'documents', 'steps', 'deadlines', 'costs', 'lawyer', 'help'] as const) {
    lines.push(...section(key, knowledge));
  }
  lines.push(
    `- If you cannot afford a lawyer, ask about legal aid or free legal clinics in ${countryPhrase(q.country)}.`,
    '',
    '## To go further',
    'To give you more specific guidance, tell me:',
    ...bullets(knowledge.missingFacts),
    '',
    'You can also ask me about deadlines, documents, steps, costs or when to get a lawyer.',
  );
  return lines.join('\n');
}

function followUpReply(input: OfflineAnswerInput, knowledge: CategoryKnowledge, question: string): string {
  const q = input.questionnaire;
  const lower = ` ${question.toLowerCase()} `;
  const topics = matchingTopics(knowledge, question).slice(0, 2);
  const asked = (Object.keys(sectionKeywords) as SectionKey[]).filter((key) =>
    includesAny(lower, sectionKeywords[key]),
  );
  const lines = [
    `> **Amicus offline model** — answering from the general guide to ${input.categoryName || 'this area of law'}. Legal information, not legal advice.`,
    '',
    `You asked: “${oneLine(question, 200)}”`,
    ...libraryRules(input.grounding, question),
    ...offlineFileQuotes(input.attachments ?? [], question),
  ];
  for (const topic of topics) lines.push('', `## ${topic.title}`, ...bullets(topic.points));
  for (const key of asked) lines.push(...section(key, knowledge));
  if (topics.length === 0 && asked.length === 0) {
    lines.push(
      '',
      `I can answer only from my guide to ${knowledge.area}, and it does not cover that question directly. Here is what usually matters most:`,
      ...section('issues', knowledge),
      ...section('steps', knowledge),
      '',
      'Ask me about deadlines, documents, steps, costs, where to find help or when to get a lawyer.',
    );
  }
  lines.push(
    '',
    `The exact rules, amounts and time limits depend on the law of ${place(q)}; check them with an official source or a local adviser.`,
  );
  if (!asked.includes('lawyer')) {
    lines.push(
      `If the stakes are high for you, talk to a lawyer or a legal aid service in ${countryPhrase(q.country)}.`,
    );
  }
  return lines.join('\n');
}

export function offlineAnswer(input: OfflineAnswerInput): string {
  const knowledge = knowledgeFor(input.categorySlug);
  const question = input.followUp?.trim();
  return question ? followUpReply(input, knowledge, question) : firstReply(input, knowledge);
}
