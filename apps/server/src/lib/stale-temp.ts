import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * How old a temporary upload, transcription or import folder must be to be taken for one a dead server left:
 * far past the deadline of any of them, so an instance sharing the folder never loses one it is still using.
 */
export const STALE_TEMP_MS = 6 * 60 * 60 * 1000;

/** Removes what a server killed mid-work left in `dir` (see STALE_TEMP_MS); how many entries went. */
export async function sweepStaleTemp(dir: string, now: number, olderThanMs = STALE_TEMP_MS): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const entry = path.join(dir, name);
    const stat = await fs.lstat(entry).catch(() => undefined);
    if (!stat || now - stat.mtimeMs < olderThanMs) continue;
    await fs.rm(entry, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
