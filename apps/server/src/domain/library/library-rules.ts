import type { Grounding } from './grounding';
import { whereToLook } from './grounding';
import { answeringQuote } from './operative-sentence';

/**
 * Sections whose rules are quoted at most (each with its answering paragraphs): the first answer stays readable, the
 * rest is one click away in the sources list.
 */
const MAX_RULES = 4;

/** What the opening speaks of: a chat's reply to a question, or a trial's report on a case. */
export type RulesFor = 'reply' | 'report';

const wording = {
  reply: {
    text: 'this reply',
    about: 'this question',
    asked: 'your question',
    rest: 'What follows is general guidance, not the law itself.',
    restWithoutLaw: (place: string) => `What follows is general guidance, not the law of ${place}.`,
  },
  report: {
    text: 'this report',
    about: 'this case',
    asked: 'your case',
    rest: 'The rest of this report is read from your case and its documents; it does not apply these rules.',
    restWithoutLaw: (place: string) =>
      `The rest of this report is read from your case and its documents, not from the law of ${place}.`,
  },
} as const;

/**
 * The offline model's opening: the rules the library holds for the user's jurisdiction, each quoted by its
 * operative sentence with its [n]; or, when it holds none, that it holds none and where to look.
 */
export function libraryRules(
  grounding: Grounding | undefined,
  question: string,
  rulesFor: RulesFor = 'reply',
): string[] {
  if (!grounding) return [];
  const words = wording[rulesFor];
  const law = grounding.sources.filter((source) => source.jurisdiction !== 'general');
  // Rules by section: a section's second answering paragraph is quoted with its first.
  const sections = [...new Set(law.map((source) => source.sectionId))].slice(0, MAX_RULES);
  const quoted = law.filter((source) => sections.includes(source.sectionId));
  // The user's own state's statutes missing from the library is said first, whatever else it holds.
  const missing = grounding.missingLaw ? [grounding.missingLaw] : [];
  if (quoted.length === 0) {
    return [
      '',
      `## The law in ${grounding.place}`,
      ...missing,
      `The legal library holds no law of ${grounding.place} on ${words.about}, so ${words.text} cites none. To read the rules that apply to you, look at ${whereToLook(grounding)}. ${words.restWithoutLaw(grounding.place)}`,
    ];
  }
  return [
    '',
    `## The law in ${grounding.place}`,
    ...(missing.length > 0 ? [...missing, ''] : []),
    `These are the rules the legal library holds on ${words.asked}:`,
    '',
    ...quoted.map(
      (source) =>
        `- **${source.citation}** (${source.heading.replace(/\.$/, '')}): “${answeringQuote(source.passage, question)}” [${source.n}]`,
    ),
    '',
    `Read each rule whole (follow its citation): other parts of the law may add conditions or exceptions. ${words.rest}`,
  ];
}
