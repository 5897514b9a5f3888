import type { SourceKind } from '@amicus/contract/library/schemas';
import type { Database } from '../../../db/client';
import type { DocumentReader } from '../../../document-reader/document-reader';
import { chooseFormat } from '../formats/index';
import { isFailure, type ImportFailure, type ImportInput, type ParsedSource } from '../formats/format';
import { resolveProblemSections } from '../problems/problem-index';
import { refreshSearchStatistics } from '../search/term-index';
import { emptyCounts, writeSource, type ImportCounts } from './write-source';

/** What an import did: its counts, the sources it wrote, and each failure with its reason (the first 200). */
export type ImportReport = ImportCounts & {
  format: string;
  sources: { id: number; key: string; title: string }[];
  failures: ImportFailure[];
};
export const MAX_REPORTED_FAILURES = 200;

export type ImportOptions = {
  format?: string;
  /** Overrides the sources' jurisdiction and as-of date (when the files do not say, or say it otherwise). */
  jurisdiction?: string;
  asOf?: string;
  /** The release point or edition the files are (`119-100`), when they do not say. */
  edition?: string;
  /** Overrides the sources' kind (an imported document is a guide unless told otherwise). */
  kind?: SourceKind;
  /** The server's document reader, lent to formats that read documents; without it they start their own. */
  documentReader?: DocumentReader;
  /** Called after every batch of sections with the report so far. */
  onProgress?: (report: ImportReport) => Promise<void> | void;
  signal?: AbortSignal;
};

/** Imports the files into the library: each source in its own transaction, so a failed source changes nothing. */
export async function importLibrary(
  db: Database,
  input: ImportInput,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const format = await chooseFormat(input, options.format);
  const report: ImportReport = { ...emptyCounts(), format: format.name, sources: [], failures: [] };
  for await (const item of format.read(input, { documentReader: options.documentReader })) {
    if (isFailure(item)) {
      report.failed += 1;
      report.failures.push(item);
      continue;
    }
    await importSource(db, item, report, options);
  }
  report.failures = report.failures.slice(0, MAX_REPORTED_FAILURES);
  if (report.added + report.changed > 0) await refreshSearchStatistics(db);
  // The problem index cites sections of every source: an edition that added, changed or withdrew some is told.
  if (report.added + report.changed + report.withdrawn > 0) await resolveProblemSections(db);
  await options.onProgress?.(report);
  return report;
}

export async function importSource(
  db: Database,
  source: ParsedSource,
  report: ImportReport,
  options: ImportOptions = {},
) {
  const meta = {
    ...source.meta,
    ...(options.jurisdiction ? { jurisdiction: options.jurisdiction } : {}),
    ...(options.asOf ? { asOf: options.asOf } : {}),
    ...(options.edition ? { edition: options.edition } : {}),
    ...(options.kind ? { kind: options.kind } : {}),
  };
  const id = await writeSource(db, { ...source, meta }, report, report.failures, async () => {
    options.signal?.throwIfAborted();
    if (report.failures.length > MAX_REPORTED_FAILURES) report.failures.length = MAX_REPORTED_FAILURES;
    await options.onProgress?.(report);
  });
  if (id !== null) report.sources.push({ id, key: meta.key, title: meta.title });
}
