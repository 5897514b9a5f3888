import { describe, expect, it } from 'vitest';
import { passagesOf, relevantPassages } from './attachment-passages';
import { checkFileQuotes } from './file-quotes';

const files = [
  {
    fileName: 'lease.pdf',
    passages: [
      { text: 'The rent is $900 a month.', page: 1 },
      { text: 'The Landlord shall return the deposit within 30 days.', page: 2 },
    ],
  },
  { fileName: 'notes.txt', passages: [{ text: 'The heating failed on 3 January.', page: null }] },
];

describe('checkFileQuotes', () => {
  it('verifies a quotation on the page it names, case and punctuation aside', () => {
    expect(
      checkFileQuotes(
        'It says “the landlord shall return the deposit, within 30 days” (lease.pdf, p. 2).',
        files,
      ),
    ).toEqual({
      quotes: 1,
      verified: 1,
      issues: [],
    });
  });

  it('reports a quotation not on the named page, an invented one, and an unknown file with a page', () => {
    const text = [
      '"The rent is $900 a month" (lease.pdf, p. 2)',
      '“The tenant may keep a dog” (lease.pdf, p. 1)',
      '"The heating failed" (other.pdf, p. 4)',
    ].join('\n');
    expect(checkFileQuotes(text, files)).toEqual({
      quotes: 3,
      verified: 0,
      issues: [
        { kind: 'misquote', text: 'The rent is $900 a month', fileName: 'lease.pdf', page: 2 },
        { kind: 'misquote', text: 'The tenant may keep a dog', fileName: 'lease.pdf', page: 1 },
        { kind: 'unknown_file', text: 'The heating failed', fileName: 'other.pdf', page: 4 },
      ],
    });
  });

  it('checks a file without pages against all of its text, and ignores parentheses that are not references', () => {
    const text = '“The heating failed on 3 January” (notes.txt). The law says "reasonable time" (see below).';
    expect(checkFileQuotes(text, files)).toEqual({ quotes: 1, verified: 1, issues: [] });
  });
});

describe('passagesOf', () => {
  it('gives a heading the page of the paragraph after it', () => {
    expect(
      passagesOf(
        [
          { kind: 'paragraph', text: 'Parties.', page: 1 },
          { kind: 'heading', level: 1, text: 'DEPOSIT' },
          { kind: 'paragraph', text: 'Returned within 30 days.', page: 2 },
        ],
        '',
      ),
    ).toEqual([
      { text: 'Parties.', page: 1 },
      { text: 'DEPOSIT', page: 2 },
      { text: 'Returned within 30 days.', page: 2 },
    ]);
  });

  it('splits a text without blocks at blank lines, without pages', () => {
    expect(passagesOf(undefined, 'One.\n\nTwo.')).toEqual([
      { text: 'One.', page: null },
      { text: 'Two.', page: null },
    ]);
  });
});

describe('relevantPassages', () => {
  it('chooses the passages that share the question’s words, in the files’ order', () => {
    expect(relevantPassages(files, 'When will I get my deposit back?')).toEqual([
      { fileName: 'lease.pdf', text: 'The Landlord shall return the deposit within 30 days.', page: 2 },
    ]);
  });

  it('falls back to each file’s opening passages when nothing matches, within the budget', () => {
    expect(relevantPassages(files, 'Hello', 60)).toEqual([
      { fileName: 'lease.pdf', text: 'The rent is $900 a month.', page: 1 },
      { fileName: 'notes.txt', text: 'The heating failed on 3 January.', page: null },
    ]);
  });
});
