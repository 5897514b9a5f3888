import { describe, expect, it } from 'vitest';
import { documentText, firstPart } from './document-text';

const paragraph = (text: string) => ({ kind: 'paragraph' as const, text });

describe('firstPart', () => {
  it('keeps a document within the limit whole', () => {
    const document = documentText(
      [paragraph('The Tenant shall pay rent.'), paragraph('Rent is due on the 1st.')],
      false,
    );
    expect(firstPart(document, 1_000)).toEqual({ document, truncated: false });
  });

  it('keeps whole parts up to the limit and says it cut the rest', () => {
    const document = documentText(
      [paragraph('a'.repeat(40)), paragraph('b'.repeat(40)), paragraph('c'.repeat(40))],
      false,
    );
    const head = firstPart(document, 100);
    expect(head.truncated).toBe(true);
    expect(head.document.parts.map((part) => part.text[0])).toEqual(['a', 'b']);
  });

  it('cuts a document that is one part longer than the limit, so its cost stays bounded', () => {
    const document = documentText([paragraph('The Tenant shall pay rent. '.repeat(50_000))], false);
    const head = firstPart(document, 60_000);
    expect(head.truncated).toBe(true);
    expect(head.document.parts).toHaveLength(1);
    expect(head.document.parts[0]!.text.length).toBeLessThanOrEqual(60_000);
  });
});
