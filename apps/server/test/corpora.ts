import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';

/**
 * The real legal texts beside the checkout (../shared/corpora, as in CI; AMICUS_CORPORA_DIR names another folder),
 * read by the tests that import law as it is published. Never copied into the repository.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CORPORA_DIR = process.env.AMICUS_CORPORA_DIR ?? path.resolve(repoRoot, '../shared/corpora');
export const CORPORA = {
  dcCode: path.join(CORPORA_DIR, 'dc-code/dc-code-titles.tar.gz'),
  usCode: path.join(CORPORA_DIR, 'us-code/us-code-uslm.tar.xz'),
  comar: path.join(CORPORA_DIR, 'md-comar/md-comar.tar.xz'),
};
/** What each corpus is a snapshot of. */
export const CORPUS_DATES = { dcCode: '2024-10-20', usCode: '119-100', comar: '2026-01-23' };

const missing = Object.values(CORPORA).filter((file) => !fs.existsSync(file));
/** CI requires the corpora: there a missing one fails its tests instead of skipping them. */
const required = Boolean(process.env.AMICUS_REQUIRE_CORPORA);

let told = false;
/**
 * `describe` for tests that read the corpora. Without them (and outside CI) the tests are reported as skipped,
 * with one line saying where to get them; in CI, or with them, they run.
 */
export function describeWithCorpora(name: string, body: () => void) {
  const skip = missing.length > 0 && !required;
  if (skip && !told) {
    told = true;
    console.warn(
      `Skipped the tests that read the legal corpora: ${missing.join(', ')} missing. ` +
        `The README's "Import law" section says where each is published; put them in ${CORPORA_DIR} ` +
        `or set AMICUS_CORPORA_DIR.`,
    );
  }
  describe.skipIf(skip)(name, body);
}

/** Fails a test run that requires a corpus it cannot find, naming it. */
export function requireCorpus(file: string) {
  if (!fs.existsSync(file)) throw new Error(`The corpus ${file} is missing: set AMICUS_CORPORA_DIR.`);
}
