// The document reader process's entry. The server runs TypeScript through tsx, but a forked process is given
// only the execArgv the reader chooses (its heap limit), not the parent's `--import tsx`, so this plain module
// loads the TypeScript entry through tsx's API; compiled JavaScript is imported as it is.
import { tsImport } from 'tsx/esm/api';

const entry = process.argv[2];
if (!entry) throw new Error('reader-boot needs the reader entry as its argument');
if (entry.endsWith('.ts')) await tsImport(entry, import.meta.url);
else await import(entry);
