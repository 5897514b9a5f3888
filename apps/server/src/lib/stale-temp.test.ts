import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { STALE_TEMP_MS, sweepStaleTemp } from './stale-temp';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

it('removes the folders and files a dead server left, and keeps what is still in use', async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-stale-temp-'));
  const old = new Date(Date.now() - STALE_TEMP_MS - 60_000);
  await fs.mkdir(path.join(dir, 'transcription-7-left'));
  await fs.writeFile(path.join(dir, 'transcription-7-left', 'speech.wav'), 'audio');
  await fs.utimes(path.join(dir, 'transcription-7-left'), old, old);
  await fs.writeFile(path.join(dir, 'upload-left.pdf'), 'pdf');
  await fs.utimes(path.join(dir, 'upload-left.pdf'), old, old);
  await fs.mkdir(path.join(dir, 'transcription-8-running'));

  expect(await sweepStaleTemp(dir, Date.now())).toBe(2);
  expect(await fs.readdir(dir)).toEqual(['transcription-8-running']);
  // A folder not made yet is nothing to sweep.
  expect(await sweepStaleTemp(path.join(dir, 'absent'), Date.now())).toBe(0);
});
