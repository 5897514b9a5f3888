import { documentMessages as m } from '@amicus/contract/documents/messages';
import type { LawFlag } from '@amicus/contract/documents/schemas';
import type { RichTextBlock, RichTextDoc } from '@amicus/contract/documents/rich-text';
import { whereToLook, type Grounding } from '../../domain/library/grounding';
import { markersIn } from '../../domain/library/citation-check';
import { endsSentence, sentenceQuote } from '../../domain/library/operative-sentence';
import { inlineOf, paragraphsOf, type PlannedBlock } from './render-letter';

/** The law block's text when the library holds a rule of the user's place: the rule quoted, with its [n]. */
function lawText(block: Extract<PlannedBlock, { type: 'law' }>, grounding: Grounding): string {
  const [rule] = grounding.sources.filter((source) => source.jurisdiction !== 'general');
  if (!rule)
    return `The legal library holds no law of ${grounding.place} on this point, so this letter cites none; the rules that apply can be read at ${whereToLook(grounding)}.`;
  // A letter quotes whole sentences: a rule cut off ("treble the…", "including to") misstates it.
  const quote = sentenceQuote(rule.passage, block.query);
  if (!quote) return `${block.intro} ${rule.citation} [${rule.n}].`;
  return `${block.intro} ${rule.citation} provides that “${quote}” [${rule.n}].`;
}

/**
 * The offline model's draft: the template's own text with the answers filled in, and each law block written
 * from the passage the library holds for the user's place (its rule quoted word for word with its [n]), or,
 * when it holds none, saying so and where to look.
 */
export function offlineDraft(plan: PlannedBlock[], grounding: Grounding | null): RichTextDoc {
  const content = plan.flatMap((block): RichTextBlock[] => {
    switch (block.type) {
      case 'heading':
        return [{ type: 'heading', attrs: { level: 2 }, content: inlineOf(block.text) }];
      case 'paragraph':
        return paragraphsOf(block.text);
      case 'list':
        return [
          {
            type: 'bulletList',
            content: block.items.map((item) => ({ type: 'listItem', content: paragraphsOf(item) })),
          },
        ];
      case 'law':
        return grounding ? paragraphsOf(lawText(block, grounding)) : [];
    }
  });
  return { type: 'doc', content };
}

/**
 * A model's text as a body: paragraphs split at blank lines, `#` lines as headings, `-`/`*` and `1.` lines as
 * lists. Marks are not read: the editor adds them.
 */
export function bodyFromModelText(text: string): RichTextDoc {
  const content: RichTextBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const bullets = lines.every((line) => /^[-*•]\s+/.test(line));
    const numbered = lines.every((line) => /^\d{1,3}[.)]\s+/.test(line));
    const heading = /^#{1,3}\s+/.exec(lines[0]!);
    const clean = (line: string) => line.replace(/^([-*•]|\d{1,3}[.)]|#{1,3})\s+/, '').replace(/\*\*/g, '');
    if (bullets || numbered) {
      const items = lines.map((line) => ({
        type: 'listItem' as const,
        content: [{ type: 'paragraph' as const, content: inlineOf(clean(line)) }],
      }));
      content.push(
        numbered ? { type: 'orderedList', content: items } : { type: 'bulletList', content: items },
      );
    } else if (heading && lines.length === 1) {
      content.push({ type: 'heading', attrs: { level: 2 }, content: inlineOf(clean(lines[0]!)) });
    } else {
      content.push({ type: 'paragraph', content: inlineOf(lines.map(clean).join('\n')) });
    }
  }
  return { type: 'doc', content };
}

/** A sentence that names or asserts a rule of law, as opposed to a fact or a request. */
const STATES_LAW =
  /§|\bsection \d|\bstatutes?\b|\bcode\b|\bregulations?\b|\bthe law (says|requires|provides|states|gives|entitles|obliges|sets)\b|\b(is|are) (required|entitled|obliged|obligated) (by law|under)\b|\b(illegal|unlawful|in violation of|violat(es|ed|ing))\b/i;

/** "D.C.", "U.S.", "Mr.", "e.g.": a full stop that does not end a sentence. */
const ABBREVIATION = /^(?:[A-Z]\.)+$|^(?:Mr|Mrs|Ms|Dr|No|St|Jr|Sr|Inc|Co|Ltd|e\.g|i\.e|etc|v|vs)\.$/i;

/** A paragraph's sentences: a sentence ends at . ! or ? (with any closing quote) before a capital or a quote. */
export function sentencesOf(paragraph: string): string[] {
  const tokens = paragraph.split(/\s+/).filter(Boolean);
  const sentences: string[] = [];
  let current: string[] = [];
  tokens.forEach((token, i) => {
    current.push(token);
    const next = tokens[i + 1];
    const ends = endsSentence(token) && !ABBREVIATION.test(token.replace(/["”’)]+$/, ''));
    if (next === undefined || (ends && /^["“(]?[A-Z0-9]/.test(next))) {
      sentences.push(current.join(' '));
      current = [];
    }
  });
  return sentences;
}

/**
 * The sentences of a body that state law without a source: they are flagged for the user, never presented as
 * settled. A sentence with an [n] is the citation check's to judge; the statement that the library holds no
 * law of the user's place is flagged too, so the user checks the rule before sending.
 */
export function lawFlags(plain: string, grounding: Grounding | null): LawFlag[] {
  const flags: LawFlag[] = [];
  for (const paragraph of plain.split(/\n+/)) {
    for (const text of sentencesOf(paragraph)) {
      if (markersIn(text).length > 0) continue;
      if (text.startsWith('The legal library holds no law of') && grounding)
        flags.push({ text, reason: m.lawFlagNotHeld(grounding.place) });
      else if (STATES_LAW.test(text)) flags.push({ text, reason: m.lawFlagNoSource });
    }
  }
  return flags;
}
