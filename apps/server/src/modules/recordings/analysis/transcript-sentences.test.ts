import { describe, expect, it } from 'vitest';
import { amountIn, dateIn, sentencesOf } from './transcript-sentences';

const recordedAt = new Date(2026, 10, 27, 11, 0); // Friday 27 November 2026, local time

describe('dateIn', () => {
  it('reads a date without its year as the last one before the recording', () => {
    expect(dateIn('I moved out on March 3 and gave back the keys.', recordedAt)).toEqual({
      when: 'March 3',
      isoDate: '2026-03-03',
    });
    expect(dateIn('It was on December 20.', recordedAt)).toEqual({
      when: 'December 20',
      isoDate: '2025-12-20',
    });
    expect(dateIn('on the 1st of April 2025 I paid', recordedAt)?.isoDate).toBe('2025-04-01');
  });

  it('reads a weekday as the last one, and keeps what fixes no day without a calendar day', () => {
    expect(dateIn('He called last Tuesday at 5 pm.', recordedAt)).toEqual({
      when: 'last Tuesday at 5 pm',
      isoDate: '2026-11-24',
    });
    expect(dateIn('That was two months ago.', recordedAt)).toEqual({ when: 'two months ago', isoDate: null });
    expect(dateIn('He came at 5 pm.', recordedAt)).toEqual({ when: 'at 5 pm', isoDate: null });
  });

  it('finds no date in a duration or in none', () => {
    expect(dateIn('I rented it for two years.', recordedAt)).toBeNull();
    expect(dateIn('The landlord kept my security deposit.', recordedAt)).toBeNull();
  });
});

describe('amountIn', () => {
  it('finds amounts in figures and in words', () => {
    expect(amountIn('my deposit of $1,200.')).toBe('$1,200');
    expect(amountIn('I paid 950 dollars')).toBe('950 dollars');
    expect(amountIn('he owes me twelve hundred dollars now')).toBe('twelve hundred dollars');
    expect(amountIn('the keys and the carpet')).toBeNull();
  });
});

describe('sentencesOf', () => {
  it('splits punctuated segments into sentences and keeps an unpunctuated segment whole', () => {
    expect(
      sentencesOf([
        { n: 1, startMs: 0, endMs: 1, text: 'I moved out. He kept it! Why?' },
        { n: 2, startMs: 1, endMs: 2, text: 'the landlord kept my security deposit' },
        { n: 3, startMs: 2, endMs: 3, text: ' … ' },
      ]).map(({ n, text }) => [n, text]),
    ).toEqual([
      [1, 'I moved out.'],
      [1, 'He kept it!'],
      [1, 'Why?'],
      [2, 'the landlord kept my security deposit'],
    ]);
  });
});
