import fs from 'node:fs/promises';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeFiles } from '../../../../test/dc-code-fixtures';
import { makePdf, makeScannedPdf } from '../../../../test/trial-documents';
import { openTestDatabase } from '../../../../test/test-database';
import type { DatabaseHandle } from '../../../db/client';
import { librarySections, librarySources } from '../../../db/schema/index';
import { createDocumentReader } from '../../../document-reader/document-reader';
import { importLibrary, type ImportOptions } from '../import/import-library';
import { openImportInput } from '../import/import-input';

const reader = createDocumentReader({ size: 1 });
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await reader.close();
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.delete(librarySources);
});

async function importFiles(files: Map<string, string | Buffer>, options: ImportOptions = {}) {
  const dir = await writeFiles(files, 'amicus-docs-');
  try {
    const { input } = await openImportInput(dir);
    return await importLibrary(handle.db, input, { documentReader: reader, ...options });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

async function sourceByKey(key: string) {
  const [source] = await handle.db.select().from(librarySources).where(eq(librarySources.key, key));
  const sections = await handle.db
    .select()
    .from(librarySections)
    .where(eq(librarySections.sourceId, source!.id))
    .orderBy(librarySections.position);
  return { source: source!, sections };
}

const MARKDOWN = `# Tenant handbook

A short guide for renters.

## Deposits

(a) A landlord holds the **deposit** in trust.

(b) It is returned within [45 days](https://example.org/days).

## Repairs

Report repairs in writing.

### Emergency repairs

Call at once when water leaks.
`;

async function docxWithHeadings(): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Employee rights', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Final pay', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: 'Wages are due on the next working day.' }),
          new Paragraph({ text: 'Breaks', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: 'A rest break comes every four hours.' }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

describe('importing documents', () => {
  it('makes a Markdown file one source whose sections follow its headings', async () => {
    const report = await importFiles(new Map([['handbook.md', MARKDOWN]]));
    expect(report).toMatchObject({ format: 'document', added: 4, failed: 0 });
    const { source, sections } = await sourceByKey('document-handbook');
    expect(source).toMatchObject({
      jurisdiction: 'general',
      kind: 'guide',
      title: 'Tenant handbook',
      publisher: 'Imported document',
      citationPrefix: 'Tenant handbook',
      asOf: null,
    });
    expect(sections.map((s) => [s.number, s.heading])).toEqual([
      ['introduction', 'Introduction'],
      ['deposits', 'Deposits'],
      ['repairs', 'Repairs'],
      ['emergency-repairs', 'Emergency repairs'],
    ]);
    const deposits = sections[1]!;
    expect(deposits.citation).toBe('Tenant handbook — Deposits');
    expect(deposits.paragraphs).toEqual([
      { label: '(a)', path: '(a)', depth: 0, text: 'A landlord holds the deposit in trust.' },
      { label: '(b)', path: '(b)', depth: 0, text: 'It is returned within 45 days.' },
    ]);
    expect(sections[3]!.hierarchy).toEqual([{ prefix: '', num: '', heading: 'Repairs' }]);
    expect(sections[0]!.paragraphs).toEqual([
      { label: '', path: 'p1', depth: 0, text: 'A short guide for renters.' },
    ]);
  });

  it('reads HTML headings and text, without scripts, styles or markup', async () => {
    const html = `<!DOCTYPE html><html><head><title>x</title><style>h1{color:red}</style></head>
      <body><script>document.write("<h2>Injected</h2>")</script>
      <h1>Consumer rights</h1><p>Know your rights &amp; remedies.</p>
      <h2>Refunds</h2><p>A refund is due within 14&nbsp;days &sect; 3.</p><!-- <h2>Hidden</h2> -->
      <ul><li>Keep the receipt.</li><li>Write to the seller.</li></ul></body></html>`;
    await importFiles(new Map([['rights.html', html]]));
    const { source, sections } = await sourceByKey('document-rights');
    expect(source.title).toBe('Consumer rights');
    expect(sections.map((s) => s.heading)).toEqual(['Introduction', 'Refunds']);
    expect(sections[0]!.paragraphs.map((p) => p.text)).toEqual(['Know your rights & remedies.']);
    expect(sections[1]!.paragraphs.map((p) => p.text)).toEqual([
      'A refund is due within 14 days § 3.',
      'Keep the receipt.',
      'Write to the seller.',
    ]);
  });

  it('follows a Word document’s heading styles', async () => {
    await importFiles(new Map([['employment.docx', await docxWithHeadings()]]));
    const { source, sections } = await sourceByKey('document-employment');
    expect(source.title).toBe('Employee rights');
    expect(sections.map((s) => [s.heading, s.paragraphs.map((p) => p.text)])).toEqual([
      ['Final pay', ['Wages are due on the next working day.']],
      ['Breaks', ['A rest break comes every four hours.']],
    ]);
  });

  it('finds numbered sections in a PDF, and cuts a PDF without headings by page', async () => {
    const headed = await makePdf([
      ['HOUSING CODE', 'Section 1. Scope', 'This code covers every rental unit.'],
      ['Section 2. Deposits', 'A deposit is returned within 45 days.'],
    ]);
    const plain = await makePdf([['The first page tells one thing.'], ['The second page tells another.']]);
    await importFiles(
      new Map([
        ['code.pdf', headed],
        ['notes.pdf', plain],
      ]),
    );
    const code = await sourceByKey('document-code');
    expect(code.source.title).toBe('HOUSING CODE');
    expect(code.sections.map((s) => [s.heading, s.paragraphs.map((p) => p.text)])).toEqual([
      ['Section 1. Scope', ['This code covers every rental unit.']],
      ['Section 2. Deposits', ['A deposit is returned within 45 days.']],
    ]);
    const notes = await sourceByKey('document-notes');
    expect(notes.source.title).toBe('notes');
    expect(notes.sections.map((s) => [s.number, s.paragraphs.map((p) => p.text)])).toEqual([
      ['page-1', ['The first page tells one thing.']],
      ['page-2', ['The second page tells another.']],
    ]);
  });

  it('reads plain text with capitalised and "Article" headings', async () => {
    const text =
      'LEASE TERMS\n\nArticle 1 Rent\nRent is paid monthly.\n\nArticle 2 Notice\nNotice is given in writing.\n';
    await importFiles(new Map([['lease-terms.txt', text]]));
    const { source, sections } = await sourceByKey('document-lease-terms');
    expect(source.title).toBe('LEASE TERMS');
    expect(sections.map((s) => [s.heading, s.paragraphs.map((p) => p.text)])).toEqual([
      ['Article 1 Rent', ['Rent is paid monthly.']],
      ['Article 2 Notice', ['Notice is given in writing.']],
    ]);
  });

  it('reports each file that cannot be read with its reason, and imports the others', async () => {
    const report = await importFiles(
      new Map<string, string | Buffer>([
        ['a-good.md', MARKDOWN],
        ['b-scan.pdf', await makeScannedPdf(1)],
        ['c-empty.txt', ''],
        ['d-noise.pdf', Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256))],
        ['e-data.bin', Buffer.from([1, 2, 3])],
        ['f-headings-only.md', '# Title\n\n## Nothing under it\n'],
      ]),
    );
    expect(report.sources.map((s) => s.key)).toEqual(['document-a-good']);
    expect(report.failures).toEqual([
      { file: 'b-scan.pdf', reason: 'has no text layer (a scanned PDF needs OCR first)' },
      { file: 'c-empty.txt', reason: 'is empty' },
      { file: 'd-noise.pdf', reason: 'is not a PDF, Word, HTML, Markdown or text document' },
      { file: 'e-data.bin', reason: 'is not a PDF, Word, HTML, Markdown or text document' },
      { file: 'f-headings-only.md', reason: 'holds no text' },
    ]);
    expect(await handle.db.select().from(librarySources)).toHaveLength(1);
  });

  it('takes the jurisdiction and kind the import names, keeps its key, and re-imports as unchanged', async () => {
    const files = new Map([['handbook.md', MARKDOWN]]);
    await importFiles(files, { jurisdiction: 'US-DC', kind: 'statute', asOf: '2025-01-01' });
    const { source } = await sourceByKey('document-handbook');
    expect(source).toMatchObject({ jurisdiction: 'US-DC', kind: 'statute', asOf: '2025-01-01' });
    const again = await importFiles(files, { jurisdiction: 'US-DC', kind: 'statute', asOf: '2025-01-01' });
    expect(again).toMatchObject({ added: 0, changed: 0, unchanged: 4 });
  });
});
