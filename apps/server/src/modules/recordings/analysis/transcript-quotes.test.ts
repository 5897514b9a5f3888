import { describe, expect, it } from 'vitest';
import { checkQuote, checkQuotes } from './transcript-quotes';

const segments = [
  { n: 1, startMs: 0, endMs: 4200, text: 'I moved out on March 3.' },
  { n: 2, startMs: 4200, endMs: 9800, text: 'My landlord kept my security deposit of $1,200.' },
  { n: 3, startMs: 9800, endMs: 15000, text: 'He kept my keys, and my deposit.' },
  { n: 4, startMs: 15000, endMs: 17000, text: 'Where is my deposit?' },
];

describe('checkQuote', () => {
  it('keeps words found in the segment named, whatever their case, spacing and punctuation, with its times', () => {
    expect(checkQuote(segments, { n: 2, text: 'KEPT my  security-deposit' })).toEqual({
      n: 2,
      startMs: 4200,
      endMs: 9800,
      text: 'KEPT my  security-deposit',
    });
  });

  it('moves a quotation to the one other segment that holds it', () => {
    expect(checkQuote(segments, { n: 3, text: 'moved out on March 3' })).toMatchObject({
      n: 1,
      startMs: 0,
      endMs: 4200,
    });
  });

  it('drops words that are nowhere, only part of a word, or in several other segments alike', () => {
    expect(checkQuote(segments, { n: 2, text: 'he promised to pay double' })).toBeNull();
    expect(checkQuote(segments, { n: 2, text: 'deposi' })).toBeNull();
    expect(checkQuote(segments, { n: 1, text: 'my deposit' })).toBeNull();
    expect(checkQuote(segments, { n: 9, text: '...' })).toBeNull();
  });
});

describe('checkQuotes', () => {
  it('keeps every finding and counts the quotations dropped', () => {
    const checked = checkQuotes(segments, [
      { text: 'a', quote: { n: 2, text: 'security deposit' } },
      { text: 'b', quote: { n: 1, text: 'forged words' } },
      { text: 'c', quote: null },
    ]);
    expect(checked.dropped).toBe(1);
    expect(checked.findings.map((f) => [f.text, f.quote?.n ?? null])).toEqual([
      ['a', 2],
      ['b', null],
      ['c', null],
    ]);
  });
});
