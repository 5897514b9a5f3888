import { afterAll, describe, expect, it } from 'vitest';
import { depositBody, letterWith } from '../../../../test/letter-fixtures';
import { createExportPool } from './export-pool';

const pool = createExportPool({ size: 1 });
afterAll(() => pool.close());

describe('createExportPool', () => {
  it('renders DOCX and PDF on its worker thread', async () => {
    const before = pool.stats().completed;
    const [docx, pdf] = await Promise.all([
      pool.render('docx', letterWith(depositBody())),
      pool.render('pdf', letterWith(depositBody())),
    ]);
    expect(Buffer.isBuffer(docx) && Buffer.isBuffer(pdf)).toBe(true);
    expect(docx.subarray(0, 2).toString()).toBe('PK');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pool.stats()).toMatchObject({ threads: 1, completed: before + 2, queued: 0 });
  });

  it('gives up a render over its time limit, and the next pool works', async () => {
    const slow = createExportPool({ size: 1, taskTimeoutMs: 1 });
    await expect(slow.render('pdf', letterWith(depositBody()))).rejects.toThrow();
    await slow.close();
    await expect(pool.render('docx', letterWith(depositBody()))).resolves.toBeInstanceOf(Buffer);
  });

  it('rejects a letter it cannot take (too deep to pass to a thread) and goes on serving', async () => {
    const nested = { type: 'doc' as const, content: [] as never[] };
    let node: object = { type: 'paragraph' };
    for (let i = 0; i < 10_000; i++)
      node = { type: 'bulletList', content: [{ type: 'listItem', content: [node] }] };
    (nested.content as object[]).push(node);
    // The route validates the letter first (letterSchema); here the pool itself must fail cleanly.
    await expect(pool.render('docx', letterWith(nested))).rejects.toThrow();
    await expect(pool.render('pdf', letterWith(depositBody()))).resolves.toBeInstanceOf(Buffer);
  });
});
