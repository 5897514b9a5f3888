import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const tuning = fileURLToPath(new URL('./gc-tuning.ts', import.meta.url));

/**
 * Runs a fresh node that calls tuneGarbageCollection and then keeps enough objects alive for V8 to collect its
 * old generation; answers V8's trace lines of those major collections.
 */
async function majorCollections(nodeOptions: string[]): Promise<string[]> {
  const script = `
    import { tuneGarbageCollection } from ${JSON.stringify(tuning)};
    tuneGarbageCollection();
    const kept = [];
    for (let i = 0; i < 3e6; i++) {
      kept.push({ i, text: 'x' + i });
      if (kept.length > 4e5) kept.splice(0, 2e5);
    }`;
  const { stdout } = await run(
    process.execPath,
    [...nodeOptions, '--import', 'tsx', '--trace-gc', '--input-type=module', '-e', script],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout.split('\n').filter((line) => line.includes('Mark-Compact'));
}

describe('tuneGarbageCollection', () => {
  it('has V8 mark the heap in one pause, with no incremental marking', async () => {
    const collections = await majorCollections([]);
    expect(collections.length).toBeGreaterThan(0);
    for (const line of collections) expect(line).not.toMatch(/incremental marking|since start of marking/);
  }, 30_000);

  it('keeps incremental marking when node is started with --incremental-marking', async () => {
    const collections = await majorCollections(['--incremental-marking']);
    expect(collections.some((line) => /incremental marking/.test(line))).toBe(true);
  }, 30_000);
});
