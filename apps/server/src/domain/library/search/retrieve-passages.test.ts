import { describe, expect, it } from 'vitest';
import type { SectionParagraph } from '../../../db/schema/index';
import { askedFigure } from '../../text/figures';
import { stemOf } from '../../text/terms';
import { aboveFloor, answeringParagraphs, answeringPassages } from './retrieve-passages';

const p = (path: string, text: string): SectionParagraph => ({
  path,
  label: path.match(/\([^)]+\)$/)?.[0] ?? '',
  depth: (path.match(/\(/g)?.length ?? 1) - 1,
  text,
});
/** Rarity as a search would weigh the question's words: these stems count, every other word nothing. */
const rarityOf = (words: Record<string, number>) => {
  const stems = new Map(Object.entries(words).map(([word, weight]) => [stemOf(word), weight]));
  return (term: string) => stems.get(term) ?? 0;
};

// The shape of D.C. Code § 42-3505.51: a definition of notice, the rule that requires it, and other duties, in
// lists too long to give whole.
const long = ' It applies to every rental unit in the District and to every housing provider of one.'.repeat(
  10,
);
const entry = [
  p('(a)', 'For the purposes of this section, the term:'),
  p('(a)(1)', '"Reasonable notice" means written notice given to the tenant at least 48 hours before entry.'),
  p('(a)(2)', `"Reasonable time" means a time between the hours of 9 a.m. and 5 p.m.${long}`),
  p('(b)', ''),
  p('(b)(1)', 'A housing provider shall not enter a rental unit without reasonable notice to the tenant.'),
  p('(b)(2)', `A tenant may not unreasonably refuse entry for repairs of a housing code violation.${long}`),
  p('(c)', 'The Mayor shall issue rules to carry out this section, and publish them on the Mayor’s website.'),
];

describe('the paragraphs a section answers a question with', () => {
  it('gives the best paragraph and a second that answers nearly as well, in that order', () => {
    const rarity = rarityOf({ notice: 3, enter: 2, tenant: 0.5, hours: 1 });
    const question = 'How much notice does the landlord have to give before he can enter?';
    const chosen = answeringPassages(entry, entry, rarity, askedFigure(question));
    expect(chosen.map((paragraph) => paragraph?.path)).toEqual(['(b)(1)', '(a)(1)']);
  });

  it('gives one paragraph when no other answers half as well', () => {
    const rarity = rarityOf({ mayor: 4, rules: 2, website: 3, tenant: 0.2 });
    expect(answeringPassages(entry, entry, rarity, null).map((paragraph) => paragraph?.path)).toEqual([
      '(c)',
    ]);
  });

  it('never gives a second paragraph inside the first: a short list is given whole, once', () => {
    const list = [
      p('(a)', 'A debt collector may not communicate with a consumer—'),
      p('(a)(1)', 'at any unusual time, before 8 o’clock in the morning;'),
      p('(a)(2)', 'at the consumer’s place of employment if the employer prohibits such calls.'),
    ];
    const rarity = rarityOf({ call: 2, morning: 3, employ: 2 });
    const chosen = answeringPassages(
      list,
      list,
      rarity,
      askedFigure('what time can they call me in the morning'),
    );
    expect(chosen.map((paragraph) => paragraph?.path)).toEqual(['(a)']);
  });

  it('gives up to three of the paragraphs a problem names, however few of the question’s words they hold', () => {
    const rarity = rarityOf({ notice: 3 });
    const named = entry.filter((p) => ['(a)(1)', '(a)(2)', '(b)(1)', '(c)'].includes(p.path));
    const chosen = answeringPassages(named, entry, rarity, null, 0, 3);
    expect(chosen.map((paragraph) => paragraph?.path)).toEqual(['(a)(1)', '(b)(1)', '(a)(2)']);
    // Without the problem, only the paragraphs answering half as well as the best are given.
    expect(answeringPassages(entry, entry, rarity, null).map((p) => p?.path)).toEqual(['(a)(1)', '(b)(1)']);
  });

  it('prefers the paragraph stating the figure a question asks for', () => {
    const rarity = rarityOf({ tenant: 1, notice: 1 });
    expect(answeringParagraphs(entry, rarity, askedFigure('how long before entry'))[0]?.paragraph.path).toBe(
      '(a)(1)',
    );
  });
});

describe('the relevance floor', () => {
  it('drops hits ranked below half of the best one rather than pad the list', () => {
    const hits = [{ rank: 10 }, { rank: 6 }, { rank: 5 }, { rank: 4.9 }, { rank: 1 }];
    expect(aboveFloor(hits)).toEqual([{ rank: 10 }, { rank: 6 }, { rank: 5 }]);
    expect(aboveFloor([])).toEqual([]);
  });
});
