import mammoth from 'mammoth';
import { afterAll, describe, expect, it } from 'vitest';
import { createDocumentReader } from '../../../document-reader/document-reader';
import type { DocumentBlock } from '../../../document-reader/document-outline';
import {
  citingBody,
  DEPOSIT_NOTE,
  DEPOSIT_SOURCE,
  DEPOSIT_RULE_URL,
  depositBody,
  FIVE_PAGE_SECTIONS,
  fivePageBody,
  hostileBody,
  letterWith,
} from '../../../../test/letter-fixtures';
import { docxPart } from '../../../../test/docx-parts';
import { parseXml } from '../../library/formats/xml-tree';
import { exportDocx } from './export-docx';

const reader = createDocumentReader({ size: 1 });
afterAll(() => reader.close());

async function outline(docx: Buffer): Promise<DocumentBlock[]> {
  const result = await reader.read(docx, { outline: true });
  expect(result).toMatchObject({ status: 'ok', kind: 'docx' });
  return result.status === 'ok' ? (result.blocks ?? []) : [];
}

describe('exportDocx', () => {
  it('writes a letter Word reads back: letterhead, date in words, addresses, subject, body, signature', async () => {
    const texts = (await outline(await exportDocx(letterWith(depositBody())))).map((block) => block.text);
    expect(texts.slice(0, 10)).toEqual([
      'Dana Tenant',
      '12 Elm Street NW, Apt 3',
      'Washington, DC 20001',
      'dana@example.com · +1 (202) 555-0100',
      'November 27, 2026',
      'Acme Properties LLC',
      '1 Market Square',
      'Washington, DC 20004',
      'Re: Return of my security deposit',
      'Dear Acme Properties:',
    ]);
    expect(texts.slice(-2)).toEqual(['Sincerely,', 'Dana Tenant']);
    expect(texts).toContain(
      'I paid a security deposit of $1,200 when I moved in. Under D.C. Code § 42-3502.17, a landlord has 45 days to return it or to tell the tenant in writing why it is kept.',
    );
  });

  it('uses Word’s heading styles and real numbered and bulleted lists', async () => {
    const blocks = await outline(await exportDocx(letterWith(depositBody())));
    expect(blocks.filter((block) => block.kind === 'heading')).toEqual([
      { kind: 'heading', level: 1, text: 'Demand for return of security deposit' },
      { kind: 'heading', level: 2, text: 'What I ask' },
      { kind: 'heading', level: 3, text: 'Where to send it' },
    ]);
    expect(blocks.filter((block) => block.kind === 'paragraph' && block.list)).toEqual([
      {
        kind: 'paragraph',
        text: 'Return the deposit of $1,200 with interest.',
        list: { ordered: true, level: 1 },
      },
      {
        kind: 'paragraph',
        text: 'Send an itemised list of any deductions.',
        list: { ordered: true, level: 1 },
      },
      { kind: 'paragraph', text: 'with the receipts for each repair', list: { ordered: false, level: 2 } },
      { kind: 'paragraph', text: 'By mail to the address above', list: { ordered: false, level: 1 } },
      { kind: 'paragraph', text: 'Or by bank transfer', list: { ordered: false, level: 1 } },
    ]);
  });

  it('makes each [n] of a cited source a footnote naming the source and its date; an unknown [n] stays as written', async () => {
    const docx = await exportDocx(letterWith(citingBody(), { sources: [DEPOSIT_SOURCE] }));
    const document = await docxPart(docx, 'word/document.xml');
    expect(document.match(/<w:footnoteReference w:id="\d+"\/>/g)).toHaveLength(2);
    expect(document).not.toContain('[1]');
    expect(document).toContain('[7]');
    const footnotes = await docxPart(docx, 'word/footnotes.xml');
    expect(footnotes.split(DEPOSIT_NOTE)).toHaveLength(3);
    // A reader of Word files finds them as the letter's footnotes, linked from the text.
    const { value } = await mammoth.convertToHtml({ buffer: docx });
    expect(value.match(/<a href="#footnote-\d+" id="footnote-ref-\d+">/g)).toHaveLength(2);
    expect(value.split(DEPOSIT_NOTE)).toHaveLength(3);
  });

  it('keeps bold, italic, links and line breaks', async () => {
    const { value: html } = await mammoth.convertToHtml({
      buffer: await exportDocx(letterWith(depositBody())),
    });
    expect(html).toContain('<strong>$1,200</strong>');
    expect(html).toContain('<em>45 days</em>');
    expect(html).toContain(`<a href="${DEPOSIT_RULE_URL}">D.C. Code § 42-3502.17</a>`);
    expect(html).toContain('<a href="mailto:dana@example.com">dana@example.com</a>');
    expect(html).toContain('First line<br />after a line break');
  });

  it('keeps all of a five-page letter, in order', async () => {
    const texts = (await outline(await exportDocx(letterWith(fivePageBody())))).map((block) => block.text);
    const expected: string[] = [];
    for (let s = 1; s <= FIVE_PAGE_SECTIONS; s++) {
      expected.push(
        `Section ${s}: the facts and the rule`,
        `Section ${s}, paragraph 1.`,
        `Section ${s}, paragraph 2.`,
      );
      for (let i = 1; i <= 3; i++) expected.push(`Section ${s}, point ${i}:`);
    }
    const found = expected.map((start) => texts.findIndex((text) => text.startsWith(start)));
    expect(found.every((at) => at >= 0)).toBe(true);
    expect(found).toEqual([...found].sort((a, b) => a - b));
  });

  it('leaves out what the letter does not have: no subject line, no greeting', async () => {
    const letter = letterWith(depositBody(), { subject: undefined, salutation: undefined });
    const texts = (await outline(await exportDocx(letter))).map((block) => block.text);
    expect(texts.some((text) => text.startsWith('Re:'))).toBe(false);
    expect(texts).not.toContain('Dear Acme Properties:');
  });

  it('drops characters XML cannot hold, so Word still opens the file', async () => {
    const docx = await exportDocx(letterWith(hostileBody()));
    // Strict, as Word is: one control character in document.xml and the whole file is refused.
    expect(() => parseXml('<w:t>Pasted\u0001</w:t>')).toThrow('is not well-formed XML');
    const xml = await docxPart(docx, 'word/document.xml');
    expect(parseXml(xml).children.length).toBeGreaterThan(0);
    const texts = (await outline(docx)).map((block) => block.text);
    expect(texts).toContain('Pasted text with control characters.');
  });

  it('starts a numbered list where the editor says, and each list afresh', async () => {
    const body = depositBody();
    const list = body.content.find((block) => block.type === 'orderedList')!;
    const docx = await exportDocx(
      letterWith({ type: 'doc', content: [{ ...list, attrs: { start: 3 } }, list] }),
    );
    const numbering = await docxPart(docx, 'word/numbering.xml');
    expect(numbering).toContain('<w:start w:val="3"/>');
    const document = await docxPart(docx, 'word/document.xml');
    const numIds = new Set([...document.matchAll(/<w:numId w:val="(\d+)"\/>/g)].map((m) => m[1]));
    // Two numbered lists and the bullets under their items: three numberings.
    expect(numIds.size).toBe(3);
  });

  it('refuses a body over the rich-text limits before rendering anything', async () => {
    const huge = {
      type: 'doc' as const,
      content: Array.from({ length: 30_000 }, () => ({ type: 'paragraph' as const })),
    };
    await expect(exportDocx(letterWith(huge))).rejects.toThrow(
      'The document is too large or too deeply nested',
    );
  });
});
