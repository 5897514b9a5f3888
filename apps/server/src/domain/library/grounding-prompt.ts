import type { Grounding } from './grounding';
import { whereToLook } from './grounding';

const CITATION_RULES = [
  'After each statement that rests on a source, cite it by its number in square brackets, e.g. [1] or [1, 2].',
  'Cite nothing else: no statute, regulation, case or section number that is not one of these sources, and never invent a citation.',
  'Quote a source only word for word, in quotation marks followed by its [n].',
  'When the sources do not answer the question, say so plainly.',
];

function sourceBlock(grounding: Grounding): string[] {
  return grounding.sources.flatMap((source) => [
    '',
    `[${source.n}] ${source.citation} — ${source.heading} (${source.sourceTitle}${
      source.jurisdiction === 'general' ? ', general guidance, not law' : `, ${source.jurisdiction}`
    }${source.asOf ? `, current to ${source.asOf}` : ''})`,
    '"""',
    source.passage,
    '"""',
  ]);
}

/**
 * The part of a model's instructions that grounds it in the library: the numbered sources and the rules of
 * citing them, or, when the library holds no law of the user's jurisdictions on the question, the instruction to
 * say so, to name where to look, and to cite no law.
 */
export function groundingInstructions(grounding: Grounding): string {
  const missing = grounding.missingLaw
    ? [
        `- Start your answer with this sentence, as it is: "${grounding.missingLaw}" Then give the law the sources below hold, which applies there too.`,
      ]
    : [];
  if (grounding.lawFound) {
    return [
      '## Sources from the legal library',
      `Answer from these numbered sources of law and guidance for ${grounding.place}.`,
      ...missing,
      ...CITATION_RULES.map((rule) => `- ${rule}`),
      ...sourceBlock(grounding),
    ].join('\n');
  }
  const lines = [
    '## Sources from the legal library',
    `The legal library holds no law of ${grounding.place} on this question. Say so plainly at the start of your answer, and say where to look instead: ${whereToLook(grounding)}.`,
    '- Cite no statute, regulation, case or section number, and never invent a citation.',
  ];
  if (grounding.sources.length > 0) {
    lines.push(
      `- The numbered sources below are general guides, not the law of ${grounding.place}. You may use them, labelled as general guidance, citing [n] after each statement that rests on one; quote them only word for word.`,
      ...sourceBlock(grounding),
    );
  }
  return lines.join('\n');
}
