import { describe, expect, it } from 'vitest';
import type { TrialDocument } from './documents';
import { documentNotices, documentsSection, fitToBudget } from './evidence';

const doc = (fileName: string, length: number, side: TrialDocument['side'] = 'plaintiff'): TrialDocument => ({
  side,
  fileName,
  typeLabel: 'text file',
  text: 'word '.repeat(Math.ceil(length / 5)).slice(0, length),
});

describe('fitToBudget', () => {
  it('keeps documents whole when they fit', () => {
    const fitted = fitToBudget([doc('a.txt', 100), doc('b.txt', 200)], 1000);
    expect(fitted.map((d) => [d.keptLength, d.fullLength])).toEqual([
      [100, 100],
      [200, 200],
    ]);
    expect(documentNotices(fitted)).toEqual([]);
  });

  it('shares the budget fairly: short documents whole, the long ones split what is left', () => {
    const fitted = fitToBudget(
      [doc('short.txt', 100), doc('long-1.txt', 5000), doc('long-2.txt', 9000)],
      1000,
    );
    expect(fitted[0]!.keptLength).toBe(100);
    for (const long of fitted.slice(1)) {
      expect(long.keptLength).toBeLessThanOrEqual(450);
      expect(long.keptLength).toBeGreaterThan(350);
    }
    expect(fitted.reduce((sum, d) => sum + d.keptLength, 0)).toBeLessThanOrEqual(1000);
    expect(documentNotices(fitted)).toEqual([
      expect.stringMatching(
        /^“long-1\.txt” \(plaintiff\) is long: only its first \d+ of 5,000 characters were analysed/,
      ),
      expect.stringMatching(
        /^“long-2\.txt” \(plaintiff\) is long: only its first \d+ of 9,000 characters were analysed/,
      ),
    ]);
  });

  it('cuts at a word boundary, never mid-word', () => {
    const [fitted] = fitToBudget([doc('long.txt', 5000)], 333);
    expect(fitted!.text!.endsWith('word')).toBe(true);
  });
});

describe('documentsSection', () => {
  it('lists each side’s documents and every notice', () => {
    const unread: TrialDocument = {
      side: 'defendant',
      fileName: 'scan.pdf',
      typeLabel: 'PDF',
      pages: 2,
      text: null,
      problem: 'has no text layer.',
    };
    const fitted = fitToBudget([doc('lease.txt', 50), unread]);
    expect(documentsSection(fitted, documentNotices(fitted))).toBe(
      [
        '## About the documents',
        '',
        '- **Plaintiff:** “lease.txt” (text file)',
        '- **Defendant:** “scan.pdf” (PDF, 2 pages) — not read',
        '',
        '> **Note:** “scan.pdf” (defendant) has no text layer.',
      ].join('\n'),
    );
  });
});
