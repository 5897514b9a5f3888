import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeFlateBombPdf, makePageTreeBombPdf, makeZipBombDocx } from '../../test/hostile-documents';
import { makeDocx, makePdf, makePng, makeScannedPdf } from '../../test/trial-documents';
import { extractDocument } from './extract-document';
import { CANCELLED, createDocumentReader } from './document-reader';

const pool = createDocumentReader({ size: 2 });
afterAll(() => pool.close());

describe('document reader', () => {
  it('reads the text of a PDF, page by page, in a separate process', async () => {
    const pdf = await makePdf([
      ['The landlord received a deposit of $1,200 on 3 March 2024.'],
      ['The tenant moved out on 30 June 2024.'],
    ]);
    const result = await pool.read(pdf);
    expect(result).toMatchObject({
      status: 'ok',
      kind: 'pdf',
      mime: 'application/pdf',
      pages: 2,
      emptyPages: 0,
    });
    expect(result.status === 'ok' && result.text).toContain('deposit of $1,200 on 3 March 2024');
    expect(result.status === 'ok' && result.text).toContain('moved out on 30 June 2024');
    expect(pool.stats().started).toBeGreaterThanOrEqual(1);
    expect(pool.stats().pids.length).toBeGreaterThanOrEqual(1);
    expect(pool.stats().pids).not.toContain(process.pid);
  });

  it('reads a Word document', async () => {
    const docx = await makeDocx(['First paragraph about the lease.', 'Second paragraph: rent of €950.']);
    const result = await pool.read(docx);
    expect(result).toMatchObject({ status: 'ok', kind: 'docx' });
    expect(result.status === 'ok' && result.text).toBe(
      'First paragraph about the lease.\n\nSecond paragraph: rent of €950.',
    );
  });

  it('tells plain text from Markdown by content, and decodes UTF-16 with a byte-order mark', async () => {
    const plain = await pool.read(Buffer.from('Just a note.\r\nSecond line.'));
    expect(plain).toMatchObject({
      status: 'ok',
      kind: 'text',
      mime: 'text/plain',
      text: 'Just a note.\nSecond line.',
    });
    const markdown = await pool.read(Buffer.from('# Timeline\n\n- **1 May**: notice served\n'));
    expect(markdown).toMatchObject({ status: 'ok', mime: 'text/markdown' });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Café receipt', 'utf16le')]);
    expect(await pool.read(utf16)).toMatchObject({ status: 'ok', text: 'Café receipt' });
  });

  it('answers a scanned PDF as having no text layer', async () => {
    expect(await pool.read(await makeScannedPdf(3))).toMatchObject({ status: 'no-text', pages: 3 });
  });

  it('refuses other types by their bytes: an image, a zip, binary noise; and notices empty files', async () => {
    expect(await pool.read(makePng())).toEqual({ status: 'unsupported', detected: 'image/png' });
    const binary = Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256));
    expect(await pool.read(binary)).toMatchObject({ status: 'unsupported' });
    expect(await pool.read(Buffer.alloc(0))).toEqual({ status: 'empty' });
  });

  it('answers a damaged PDF as unreadable instead of failing', async () => {
    const pdf = await makePdf([['Some text']]);
    const damaged = Buffer.concat([pdf.subarray(0, 400), Buffer.alloc(300, 0x20)]);
    expect(await pool.read(damaged)).toMatchObject({ status: 'unreadable', kind: 'pdf' });
  });

  it('runs files side by side in at most its size of processes, and keeps the caller’s bytes intact', async () => {
    const pdf = await makePdf([['Parallel document']]);
    const before = Buffer.from(pdf);
    const results = await Promise.all(Array.from({ length: 5 }, () => pool.read(pdf)));
    expect(results.every((r) => r.status === 'ok')).toBe(true);
    expect(pool.stats().processes).toBeLessThanOrEqual(2);
    expect(pdf.equals(before)).toBe(true);
  });

  it('shares its processes between owners: one owner’s queue does not hold another’s file back', async () => {
    const reader = createDocumentReader({ size: 2 });
    try {
      const pdf = await makePdf([['One of many files']]);
      // Both processes started and warm, so neither owner waits for a start.
      await Promise.all([reader.read(pdf, { owner: 1 }), reader.read(pdf, { owner: 2 })]);
      // One owner reads in one of the two processes at a time: three of its four files wait.
      const many = Array.from({ length: 4 }, () => reader.read(pdf, { owner: 1 }));
      expect(reader.stats().queued).toBe(3);
      // Another user's file, sent after the four, goes straight to the free process: the queue is still the
      // first owner's three. (Read by when files finish, this was at the mercy of a loaded machine's timing.)
      const other = reader.read(pdf, { owner: 2 });
      expect(reader.stats().queued).toBe(3);
      expect((await other).status).toBe('ok');
      await Promise.all(many);
    } finally {
      await reader.close();
    }
  });

  it('gives a file up when its signal aborts, queued or being read, and reads the next in a fresh process', async () => {
    const reader = createDocumentReader({ size: 1 });
    try {
      const pdf = await makePdf([['A file given up']]);
      const giveUp = new AbortController();
      const reading = reader.read(pdf, { owner: 1, signal: giveUp.signal });
      const waiting = reader.read(pdf, { owner: 1, signal: giveUp.signal });
      expect(reader.stats().queued).toBe(1);
      giveUp.abort();
      expect(await reading).toBe(CANCELLED);
      expect(await waiting).toBe(CANCELLED);
      expect(reader.stats()).toMatchObject({ queued: 0, processes: 0 });
      expect((await reader.read(pdf, { owner: 1 })).status).toBe('ok');
      expect(reader.stats().started).toBe(2);
    } finally {
      await reader.close();
    }
  });

  it('reads a PDF given as a view into a larger buffer, and leaves the caller’s bytes as they were', async () => {
    const pdf = await makePdf([['A view into a shared buffer still holds a whole document.']]);
    const shared = Buffer.concat([Buffer.from('prefix'), pdf]);
    const view = shared.subarray(6);
    expect((await extractDocument(view)).status).toBe('ok');
    expect((await extractDocument(view)).status).toBe('ok');
    expect(view.equals(pdf)).toBe(true);
  });

  it('reads a file from disk by its path', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amicus-reader-'));
    const file = path.join(dir, 'note.txt');
    fs.writeFileSync(file, 'A note read from disk.');
    expect(await pool.read({ path: file })).toMatchObject({ status: 'ok', text: 'A note read from disk.' });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs its processes below the server’s priority', async () => {
    await pool.read(Buffer.from('A note that keeps a reader busy for a moment.'));
    expect(os.getPriority()).toBe(0);
    for (const pid of pool.stats().pids) {
      expect(os.getPriority(pid)).toBe(os.constants.priority.PRIORITY_BELOW_NORMAL);
    }
  });
});

describe('document reader limits', () => {
  it('refuses a PDF whose page tree declares 10^8 pages before walking it', async () => {
    const bomb = makePageTreeBombPdf();
    expect(bomb.length).toBeLessThan(2048);
    expect(await pool.read(bomb)).toEqual({
      status: 'refused',
      reason: 'declares 100,000,000 pages (at most 5,000 can be read)',
    });
  });

  it('refuses a PDF whose Flate stream inflates to 400 MB', { timeout: 60_000 }, async () => {
    const bomb = await makeFlateBombPdf(400);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await pool.read(bomb)).toEqual({ status: 'refused', reason: 'unpacks to more than 128 MB' });
  });

  it('refuses a DOCX zip bomb', { timeout: 60_000 }, async () => {
    const bomb = await makeZipBombDocx(300);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await pool.read(bomb)).toEqual({ status: 'refused', reason: 'unpacks to more than 128 MB' });
  });

  it('answers at most 500,000 characters of a document’s text, saying it was cut', async () => {
    const result = await pool.read(Buffer.from('The rent was paid. '.repeat(40_000)));
    expect(result).toMatchObject({ status: 'ok', textCut: true });
    expect(result.status === 'ok' && result.text.length).toBe(500_000);
  });

  it('kills a reader that overruns its deadline and reads the next file in a fresh process', async () => {
    const slow = createDocumentReader({ size: 1, deadlineMs: 1 });
    try {
      const first = await slow.read(await makePdf([['Too slow for a 1 ms deadline.']]));
      expect(first).toEqual({ status: 'failed', reason: 'could not be read within 0 seconds' });
      expect(slow.stats().processes).toBe(0);
    } finally {
      await slow.close();
    }
    const next = await pool.read(Buffer.from('The next file is read as usual.'));
    expect(next).toMatchObject({ status: 'ok' });
  });

  it('kills a reader whose memory passes its cap', async () => {
    const small = createDocumentReader({ size: 1, maxRssMb: 1 });
    // Memory is sampled every 100 ms: the document must take longer than that to read, or on a busy machine the
    // read can end before a sample does (and rightly succeed).
    const pages = Array.from({ length: 400 }, (_, i) => [
      `Page ${i + 1}: any document needs more than 1 MB.`,
    ]);
    try {
      const result = await small.read(await makePdf(pages));
      expect(result).toMatchObject({ status: 'failed' });
      expect(result.status === 'failed' && result.reason).toContain('more memory');
    } finally {
      await small.close();
    }
  });
});
