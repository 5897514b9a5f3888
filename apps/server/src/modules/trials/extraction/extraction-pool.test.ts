import fs from 'node:fs';
import os from 'node:os';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDocx, makePdf, makePng, makeScannedPdf } from '../../../../test/trial-documents';
import { extractDocument } from './extract-document';
import { createExtractionPool } from './extraction-pool';

const pool = createExtractionPool({ size: 2 });
afterAll(() => pool.close());

describe('extraction pool', () => {
  it('reads the text of a PDF, page by page, in a worker thread', async () => {
    const pdf = await makePdf([
      ['The landlord received a deposit of $1,200 on 3 March 2024.'],
      ['The tenant moved out on 30 June 2024.'],
    ]);
    const result = await pool.extract(pdf);
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
    // The test itself runs on the main thread of its process; the pool's threads are others.
    expect(threadId).toBe(0);
  });

  it('reads a Word document', async () => {
    const docx = await makeDocx(['First paragraph about the lease.', 'Second paragraph: rent of €950.']);
    const result = await pool.extract(docx);
    expect(result).toMatchObject({ status: 'ok', kind: 'docx' });
    expect(result.status === 'ok' && result.text).toBe(
      'First paragraph about the lease.\n\nSecond paragraph: rent of €950.',
    );
  });

  it('tells plain text from Markdown by content, and decodes UTF-16 with a byte-order mark', async () => {
    const plain = await pool.extract(Buffer.from('Just a note.\r\nSecond line.'));
    expect(plain).toMatchObject({
      status: 'ok',
      kind: 'text',
      mime: 'text/plain',
      text: 'Just a note.\nSecond line.',
    });
    const markdown = await pool.extract(Buffer.from('# Timeline\n\n- **1 May**: notice served\n'));
    expect(markdown).toMatchObject({ status: 'ok', mime: 'text/markdown' });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Café receipt', 'utf16le')]);
    expect(await pool.extract(utf16)).toMatchObject({ status: 'ok', text: 'Café receipt' });
  });

  it('answers a scanned PDF as having no text layer', async () => {
    expect(await pool.extract(await makeScannedPdf(3))).toMatchObject({ status: 'no-text', pages: 3 });
  });

  it('refuses other types by their bytes: an image, a zip, binary noise; and notices empty files', async () => {
    expect(await pool.extract(makePng())).toEqual({ status: 'unsupported', detected: 'image/png' });
    const binary = Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256));
    expect(await pool.extract(binary)).toMatchObject({ status: 'unsupported' });
    expect(await pool.extract(Buffer.alloc(0))).toEqual({ status: 'empty' });
  });

  it('answers a damaged PDF as unreadable instead of failing', async () => {
    const pdf = await makePdf([['Some text']]);
    const damaged = Buffer.concat([pdf.subarray(0, 400), Buffer.alloc(300, 0x20)]);
    expect(await pool.extract(damaged)).toMatchObject({ status: 'unreadable', kind: 'pdf' });
  });

  it('runs files side by side in at most its size of threads, and keeps the caller’s bytes intact', async () => {
    const pdf = await makePdf([['Parallel document']]);
    const before = Buffer.from(pdf);
    const results = await Promise.all(Array.from({ length: 5 }, () => pool.extract(pdf)));
    expect(results.every((r) => r.status === 'ok')).toBe(true);
    expect(pool.stats().workers).toBeLessThanOrEqual(2);
    expect(pdf.equals(before)).toBe(true);
  });

  it('reads a PDF given as a view into a larger buffer, and leaves the caller’s bytes as they were', async () => {
    const pdf = await makePdf([['A view into a shared buffer still holds a whole document.']]);
    const shared = Buffer.concat([Buffer.from('prefix'), pdf]);
    const view = shared.subarray(6);
    expect((await extractDocument(view)).status).toBe('ok');
    expect((await extractDocument(view)).status).toBe('ok');
    expect(view.equals(pdf)).toBe(true);
  });

  it('runs its threads below the server’s priority, leaving the event loop’s own untouched', async () => {
    await pool.extract(Buffer.from('A note that keeps a worker busy for a moment.'));
    expect(os.getPriority()).toBe(0);
    if (process.platform !== 'linux') return;
    // Each thread of this process is a task with its own nice value (field 19 of its stat line).
    const nices = fs
      .readdirSync('/proc/self/task')
      .map((task) =>
        Number(fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]),
      );
    expect(nices).toContain(os.constants.priority.PRIORITY_BELOW_NORMAL);
    expect(nices[0]).toBe(0);
  });
});
