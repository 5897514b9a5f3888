// The offline model worker's entry when the server runs from its TypeScript sources (Vitest, `npm run dev`,
// the benches): a worker thread does not inherit the parent's loader hooks (and `--import` in a worker's
// execArgv does not apply to its entry on Node 20), so this plain module loads the TypeScript worker through
// tsx's API. The compiled server starts its offline-worker.js directly, without tsx.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
