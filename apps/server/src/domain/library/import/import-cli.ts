// `npm run library:import -- <file|folder|archive> [--jurisdiction CODE] [--format NAME] [--as-of DATE] [--edition NAME] [--kind KIND]`: imports law into the
// library of the configured database (DATABASE_URL, else the embedded one in DATA_DIR), then prints what it did.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { JURISDICTION_PATTERN, sourceKinds, type SourceKind } from '@amicus/contract/library/schemas';
import { createEmbedder } from '../../../adapters/embeddings/create-embedder';
import { EmbeddingError } from '../../../adapters/embeddings/embedder';
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/client';
import { ensureVectorStorage } from '../../../db/vector-storage';
import { embedMissingSections } from '../vectors/embed-sections';
import { libraryFormats, UnknownFormatError } from '../formats/index';
import { importLibrary, type ImportReport } from './import-library';
import { ImportInputError, openImportInput } from './import-input';
import { recordCommandLineImport } from './record-cli-import';

const usage = `Usage: npm run library:import -- <file|folder|archive> [--jurisdiction CODE] [--format NAME] [--as-of DATE] [--edition NAME] [--kind KIND]
Formats: ${libraryFormats.map((f) => `${f.name} (${f.description})`).join(', ')}`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    jurisdiction: { type: 'string' },
    'as-of': { type: 'string' },
    edition: { type: 'string' },
    format: { type: 'string' },
    kind: { type: 'string' },
    help: { type: 'boolean' },
  },
});
const target = positionals[0];
if (values.help || !target) {
  console.error(usage);
  process.exit(target || values.help ? 0 : 2);
}
if (values.jurisdiction && !JURISDICTION_PATTERN.test(values.jurisdiction)) {
  console.error(`"${values.jurisdiction}" is not a jurisdiction code (US, US-DC, GB-ENG… or general).`);
  process.exit(2);
}
const kind = values.kind as SourceKind | undefined;
if (kind && !sourceKinds.includes(kind)) {
  console.error(`"${kind}" is not a kind of source (${sourceKinds.join(', ')}).`);
  process.exit(2);
}
if (values['as-of'] && !/^\d{4}-\d{2}-\d{2}$/.test(values['as-of'])) {
  console.error(`"${values['as-of']}" is not a date in the form YYYY-MM-DD.`);
  process.exit(2);
}

const summary = (r: ImportReport) =>
  `${r.read} read, ${r.added} added, ${r.changed} changed, ${r.unchanged} unchanged, ${r.withdrawn} withdrawn, ${r.failed} failed`;

const config = loadConfig(process.env);
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  ...config.database,
});
const started = Date.now();
const run = {
  target,
  options: { jurisdiction: values.jurisdiction, format: values.format, asOf: values['as-of'] },
  startedAt: new Date(started),
};

/** With an embedding provider, the sections get their vectors now (a running server would at its next start). */
async function embedSections() {
  if (!config.embeddings) return;
  const storage = await ensureVectorStorage(handle.db);
  if (!storage.available) {
    console.error(`${storage.reason}: library search uses full-text search only.`);
    return;
  }
  try {
    const report = await embedMissingSections(handle.db, createEmbedder(config.embeddings), {
      onProgress: (r) => {
        if (Date.now() - lastShown < 2000) return;
        lastShown = Date.now();
        console.error(`Embedding sections: ${r.embedded} of ${r.total}`);
      },
    });
    console.error(`Embedded ${report.embedded} sections (${config.embeddings.name}).`);
  } catch (error) {
    if (!(error instanceof EmbeddingError)) throw error;
    console.error(
      `${error.message} The import is kept; its sections are embedded at the server's next start.`,
    );
  }
}
let exitCode = 0;
let lastShown = 0;
try {
  const { input, dispose } = await openImportInput(target);
  try {
    const report = await importLibrary(handle.db, input, {
      format: values.format,
      jurisdiction: values.jurisdiction,
      asOf: values['as-of'],
      edition: values.edition,
      kind,
      onProgress: (r) => {
        if (Date.now() - lastShown < 2000) return;
        lastShown = Date.now();
        console.error(summary(r));
      },
    });
    for (const failure of report.failures) console.error(`  ${failure.file} ${failure.reason}`);
    for (const source of report.sources) console.error(`Imported "${source.title}" (${source.key}).`);
    console.error(
      `${summary(report)} in ${((Date.now() - started) / 1000).toFixed(1)} s (${report.format}).`,
    );
    // Listed on the admin screen beside the uploads.
    await recordCommandLineImport(handle.db, { ...run, outcome: { report } });
    if (report.sources.length === 0) exitCode = 1;
    else await embedSections();
  } finally {
    await dispose();
  }
} catch (error) {
  if (!(error instanceof ImportInputError || error instanceof UnknownFormatError)) throw error;
  const message =
    error instanceof ImportInputError ? `${target} ${error.message}` : `${target}: ${error.message}`;
  console.error(message);
  await recordCommandLineImport(handle.db, {
    ...run,
    outcome: { error: message.replace(target, path.basename(target)) },
  });
  exitCode = 1;
} finally {
  await handle.close();
}
process.exit(exitCode);
