import { describe, expect, it } from 'vitest';
import { findMatches, markPieces } from './transcript-search';

const segments = [
  { n: 1, text: 'The landlord kept my deposit.' },
  { n: 2, text: 'My DEPOSIT was $1,200; the deposit  rule says 45 days.' },
  { n: 3, text: 'Nothing here.' },
];

describe('findMatches', () => {
  it('finds every occurrence in reading order, whatever its case', () => {
    expect(findMatches(segments, 'deposit')).toEqual([
      { n: 1, start: 21, end: 28 },
      { n: 2, start: 3, end: 10 },
      { n: 2, start: 27, end: 34 },
    ]);
  });

  it('finds nothing for a blank query, and nothing that is not there', () => {
    expect(findMatches(segments, '')).toEqual([]);
    expect(findMatches(segments, '   ')).toEqual([]);
    expect(findMatches(segments, 'eviction')).toEqual([]);
  });

  it('takes a run of spaces as one, on either side, and ignores the query’s outer spaces', () => {
    // "deposit  rule" has two spaces in the text; the query has one, then three.
    expect(findMatches(segments, ' deposit rule ')).toEqual([{ n: 2, start: 27, end: 40 }]);
    expect(findMatches(segments, 'deposit   rule')).toEqual([{ n: 2, start: 27, end: 40 }]);
  });

  it('ignores accents, and keeps the offsets of the text as written', () => {
    const text = 'Le café de la résidence';
    const [match] = findMatches([{ n: 7, text }], 'cafe de la residence');
    expect(match).toEqual({ n: 7, start: 3, end: text.length });
    // A decomposed é (e + combining accent) is two characters in the text, one in the search.
    const decomposed = 'Caf\u0065\u0301 open';
    const [found] = findMatches([{ n: 1, text: decomposed }], 'café');
    expect(decomposed.slice(found!.start, found!.end)).toBe('Caf\u0065\u0301');
  });

  it('keeps offsets right past characters whose lower case is longer, and past emoji', () => {
    const text = 'İstanbul 👍 lease ends';
    const [match] = findMatches([{ n: 1, text }], 'lease');
    expect(text.slice(match!.start, match!.end)).toBe('lease');
  });

  it('never overlaps: "aa" in "aaaa" is found twice', () => {
    expect(findMatches([{ n: 1, text: 'aaaa' }], 'aa')).toHaveLength(2);
  });
});

describe('markPieces', () => {
  it('cuts a text into plain and matched pieces that join back into it', () => {
    const text = segments[1]!.text;
    const pieces = markPieces(text, [
      { start: 3, end: 10, index: 1 },
      { start: 27, end: 34, index: 2 },
    ]);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    expect(pieces.filter((piece) => piece.match !== undefined)).toEqual([
      { text: 'DEPOSIT', match: 1 },
      { text: 'deposit', match: 2 },
    ]);
  });

  it('also cuts out the word being spoken, where it overlaps a match too', () => {
    const text = 'The landlord kept my deposit.';
    expect(markPieces(text, [{ start: 21, end: 28, index: 0 }], { start: 4, end: 12 })).toEqual([
      { text: 'The ' },
      { text: 'landlord', spoken: true },
      { text: ' kept my ' },
      { text: 'deposit', match: 0 },
      { text: '.' },
    ]);
    expect(markPieces(text, [{ start: 18, end: 28, index: 3 }], { start: 21, end: 28 })).toEqual([
      { text: 'The landlord kept ' },
      { text: 'my ', match: 3 },
      { text: 'deposit', match: 3, spoken: true },
      { text: '.' },
    ]);
  });
});
