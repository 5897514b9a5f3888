import type { Grounding } from '../../../domain/library/grounding';
import { whereToLook } from '../../../domain/library/grounding';
import { operativeSentence } from '../../../domain/library/operative-sentence';

/** Rules quoted at most: the first answer stays readable, the rest is one click away in the sources list. */
const MAX_RULES = 3;

/**
 * The offline model's opening: the rules the library holds for the user's jurisdiction, each quoted by its
 * operative sentence with its [n]; or, when it holds none, that it holds none and where to look.
 */
export function libraryRules(grounding: Grounding | undefined, question: string): string[] {
  if (!grounding) return [];
  const law = grounding.sources.filter((source) => source.jurisdiction !== 'general').slice(0, MAX_RULES);
  if (law.length === 0) {
    return [
      '',
      `## The law in ${grounding.place}`,
      `The legal library holds no law of ${grounding.place} on this question, so this reply cites none. To read the rules that apply to you, look at ${whereToLook(grounding)}. What follows is general guidance, not the law of ${grounding.place}.`,
    ];
  }
  return [
    '',
    `## The law in ${grounding.place}`,
    'These are the rules the legal library holds on your question:',
    '',
    ...law.map(
      (source) =>
        `- **${source.citation}** (${source.heading.replace(/\.$/, '')}): “${operativeSentence(source.passage, question)}” [${source.n}]`,
    ),
    '',
    'Read each rule whole (follow its citation): other parts of the law may add conditions or exceptions. What follows is general guidance, not the law itself.',
  ];
}
