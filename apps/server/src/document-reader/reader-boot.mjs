// The document reader process's entry when the server runs from its TypeScript sources (Vitest, `npm run
// dev`): a forked process is given only the execArgv the reader chooses (its heap limit), not the parent's
// `--import tsx`, so this plain module loads the TypeScript entry through tsx's API. The compiled server
// forks its reader-process.js directly, without tsx.
import { tsImport } from 'tsx/esm/api';

const entry = process.argv[2];
if (!entry) throw new Error('reader-boot needs the reader entry as its argument');
await tsImport(entry, import.meta.url);
