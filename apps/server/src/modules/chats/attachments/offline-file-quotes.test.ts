import { describe, expect, it } from 'vitest';
import { offlineFileQuotes } from './offline-file-quotes';

const passages = [
  {
    fileName: 'lease.pdf',
    page: 1,
    text: 'This lease is made between Harbor LLC (the Landlord) and Jo Avery.',
  },
  { fileName: 'lease.pdf', page: 2, text: 'SECURITY DEPOSIT' },
  {
    fileName: 'lease.pdf',
    page: 2,
    text: 'The Landlord shall return the security deposit within 30 days. Rent is due on the "first" day.',
  },
];

describe('offlineFileQuotes', () => {
  it('quotes the sentences that answer the question, with file and page, labelled as the user’s file', () => {
    const lines = offlineFileQuotes(passages, 'When must the landlord return my security deposit?').join(
      '\n',
    );
    expect(lines).toContain('## From your files');
    expect(lines).toContain('not statements of law');
    expect(lines).toContain(
      '> “The Landlord shall return the security deposit within 30 days.” (lease.pdf, p. 2)',
    );
    expect(lines).not.toContain('Harbor');
    expect(lines).not.toContain('“SECURITY DEPOSIT”');
  });

  it('says so when nothing matches, and shows how each file begins; double quotes inside become single', () => {
    const lines = offlineFileQuotes(
      [{ fileName: 'notes.txt', page: null, text: 'Rent is due on the "first" day of each month.' }],
      'Can I keep a dog?',
    ).join('\n');
    expect(lines).toContain('No passage of your files shares words with your question.');
    expect(lines).toContain("> “Rent is due on the 'first' day of each month.” (notes.txt)");
  });

  it('adds nothing when the chat has no files', () => {
    expect(offlineFileQuotes([], 'anything')).toEqual([]);
  });
});
