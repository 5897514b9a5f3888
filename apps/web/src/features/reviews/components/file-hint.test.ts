import { describe, expect, it } from 'vitest';
import { REVIEW_MAX_FILE_BYTES } from '@amicus/contract/documents/review';
import { fileHint } from './file-hint';

describe('fileHint', () => {
  it('says nothing of a document of a known type within the limit, whatever the case of its name', () => {
    for (const name of ['lease.PDF', 'lease.docx', 'notes.txt', 'notes.md', 'notes.markdown'])
      expect(fileHint({ name, size: 1000 })).toBeNull();
  });

  it('hints at another type, a file past the limit and an empty one', () => {
    expect(fileHint({ name: 'scan.jpg', size: 10 })).toMatch(
      /does not look like a PDF, DOCX, TXT or Markdown/,
    );
    expect(fileHint({ name: 'big.pdf', size: REVIEW_MAX_FILE_BYTES + 1 })).toMatch(/larger than 10 MB/);
    expect(fileHint({ name: 'lease.pdf', size: REVIEW_MAX_FILE_BYTES })).toBeNull();
    expect(fileHint({ name: 'empty.txt', size: 0 })).toBe('“empty.txt” is empty.');
  });
});
