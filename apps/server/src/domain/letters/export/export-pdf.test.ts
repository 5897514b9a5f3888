import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentReader } from '../../../document-reader/document-reader';
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
import { exportPdf, pieces } from './export-pdf';

const run = promisify(execFile);
const reader = createDocumentReader({ size: 1 });
let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-letter-pdf-'));
});
afterAll(async () => {
  await reader.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** The PDF through the project's reader (its text) and poppler's pdfinfo and pdffonts (pages, fonts). */
async function readBack(pdf: Buffer) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await fs.writeFile(file, pdf);
  const result = await reader.read({ path: file });
  if (result.status !== 'ok') throw new Error(`read back as ${result.status}`);
  const info = (await run('pdfinfo', [file])).stdout;
  const fonts = (await run('pdffonts', [file])).stdout.trim().split('\n').slice(2);
  return { text: result.text.replace(/\s+/g, ' '), pages: result.pages, info, fonts };
}

/** Fails unless every string is found in `text`, each after the one before. */
function expectInOrder(text: string, strings: string[]) {
  let from = 0;
  for (const string of strings) {
    const at = text.indexOf(string, from);
    expect(at, `“${string}” after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + string.length;
  }
}

describe('exportPdf', () => {
  it('sets a one-page letter: letterhead, date in words, addresses, subject, body, closing and signature', async () => {
    const { text, pages, info } = await readBack(await exportPdf(letterWith(depositBody())));
    expect(pages).toBe(1);
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Title:\s+Return of my security deposit$/m);
    expectInOrder(text, [
      'Dana Tenant',
      '12 Elm Street NW, Apt 3',
      'dana@example.com · +1 (202) 555-0100',
      'November 27, 2026',
      'Acme Properties LLC',
      'Washington, DC 20004',
      'Re: Return of my security deposit',
      'Dear Acme Properties:',
      'Demand for return of security deposit',
      'I paid a security deposit of $1,200 when I moved in. Under D.C. Code § 42-3502.17, a landlord has 45 days',
      'What I ask',
      '1. Return the deposit of $1,200 with interest.',
      '2. Send an itemised list of any deductions.',
      '– with the receipts for each repair',
      'Where to send it',
      '• By mail to the address above',
      'First line after a line break',
      'Sincerely,',
      'Dana Tenant',
    ]);
    expect(text).not.toContain('Page 1');
  });

  it('lists the sources the body cites after the signature, each with its date; none for a letter citing none', async () => {
    const unused = { ...DEPOSIT_SOURCE, n: 2, citation: 'D.C. Code § 42-3505.31' };
    const { text } = await readBack(
      await exportPdf(letterWith(citingBody(), { sources: [DEPOSIT_SOURCE, unused] })),
    );
    expectInOrder(text, [
      'within 45 days [1]',
      'Sincerely,',
      'Dana Tenant',
      'Sources',
      `[1] ${DEPOSIT_NOTE}`,
    ]);
    // A source the body does not cite is not listed; an [n] naming no source stays as written, unexplained.
    expect(text).not.toContain('42-3505.31');
    expect(text).toContain('did not source [7]');
    expect((await readBack(await exportPdf(letterWith(depositBody())))).text).not.toContain('Sources');
  });

  it('embeds its serif font, every style it uses', async () => {
    const { fonts } = await readBack(await exportPdf(letterWith(depositBody())));
    expect(fonts.map((row) => row.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'PTSerif-Bold',
      'PTSerif-Italic',
      'PTSerif-Regular',
    ]);
    // Columns: name, type…, encoding, emb, sub, uni, object, generation.
    for (const row of fonts) expect(row.split(/\s+/).at(-5), row).toBe('yes');
  });

  it('makes its links clickable', async () => {
    const raw = (await exportPdf(letterWith(depositBody()))).toString('latin1');
    expect(raw).toContain(`/URI (${DEPOSIT_RULE_URL})`);
    expect(raw).toContain('/URI (mailto:dana@example.com)');
  });

  it('breaks a five-page letter into pages headed with their numbers, with all its text in order', async () => {
    const sections = FIVE_PAGE_SECTIONS;
    const { text, pages, info } = await readBack(await exportPdf(letterWith(fivePageBody(sections))));
    expect(pages).toBe(5);
    expect(info).toMatch(new RegExp(`^Pages:\\s+${pages}$`, 'm'));
    const markers = [];
    for (let s = 1; s <= sections; s++) {
      markers.push(
        `Section ${s}: the facts and the rule`,
        `Section ${s}, paragraph 1.`,
        `Section ${s}, paragraph 2.`,
      );
      for (let i = 1; i <= 3; i++) markers.push(`${i}. Section ${s}, point ${i}:`);
    }
    expectInOrder(text, ['Dear Acme Properties:', ...markers, 'Sincerely,', 'Dana Tenant']);
    expect(text).toContain('asked for in writing on two occasions and confirmed in a final notice.');
    // Continuation pages carry the letter's header; the first has the letterhead instead.
    expect(text).not.toContain('Page 1');
    for (let page = 2; page <= pages!; page++)
      expect(text).toContain(`Acme Properties LLC · November 27, 2026 · Page ${page}`);
    expect(text).not.toContain(`Page ${pages! + 1}`);
  });

  it('lets other work run while a long letter renders', async () => {
    const ticks: number[] = [];
    let rendering = true;
    const tick = () => {
      ticks.push(performance.now());
      if (rendering) setImmediate(tick);
    };
    const started = performance.now();
    setImmediate(tick);
    // About thirty pages: long enough (hundreds of milliseconds even on a fast machine) that the yields, every
    // few milliseconds, outnumber the few long steps that cannot yield (embedding the fonts, the last page).
    await exportPdf(letterWith(fivePageBody(FIVE_PAGE_SECTIONS * 6)));
    rendering = false;
    ticks.push(performance.now());
    const took = performance.now() - started;
    const gaps = ticks.slice(1).map((at, i) => at - ticks[i]!);
    // Rendered without a yield, the loop would turn at most once (ticks ≤ 2); a busy machine renders slower
    // and so yields more often, never less.
    expect(ticks.length).toBeGreaterThan(5);
    expect(Math.max(...gaps)).toBeLessThan(took / 3);
  });

  it('sets a very long word over lines and pages without losing a character', async () => {
    const word = Array.from({ length: 300 }, (_, i) => `w${i}`.padEnd(10, 'x')).join('');
    const pdf = await exportPdf(
      letterWith({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: word }] }] }),
    );
    const { text } = await readBack(pdf);
    // The word runs over a page: the continuation header stands in the text between its pieces.
    const withoutHeaders = text.replace(/Acme Properties LLC · November 27, 2026 · Page \d+/g, '');
    expect(withoutHeaders.replace(/\s/g, '')).toContain(word);
  });

  it('drops characters a font cannot draw as text', async () => {
    const { text } = await readBack(await exportPdf(letterWith(hostileBody())));
    expect(text).toContain('Pasted text with control characters.');
  });

  it('refuses a body over the rich-text limits before rendering anything', async () => {
    const nested = { type: 'doc' as const, content: [] as never[] };
    let node: object = { type: 'paragraph' };
    for (let i = 0; i < 10_000; i++)
      node = { type: 'bulletList', content: [{ type: 'listItem', content: [node] }] };
    (nested.content as object[]).push(node);
    await expect(exportPdf(letterWith(nested))).rejects.toThrow(
      'The document is too large or too deeply nested',
    );
  });
});

describe('pieces', () => {
  // Whole, an 8,000-character word took pdfkit seconds (it measures ever shorter prefixes of a word wider than
  // the line); a long paragraph would hold the event loop for as long as it takes to lay out.
  it('cuts long text after spaces and long words inside, losing nothing', () => {
    const text = `${'word '.repeat(400)}${'y'.repeat(100)} end\nnext`;
    const cut = pieces(text);
    expect(cut.join('')).toBe(text);
    expect(cut.every((piece) => piece.length <= 1_040)).toBe(true);
    expect(
      Math.max(...cut.map((piece) => Math.max(...piece.split(/\s+/).map((w) => w.length)))),
    ).toBeLessThanOrEqual(40);
    expect(cut.some((piece) => piece.endsWith('\n'))).toBe(false);
  });
});
