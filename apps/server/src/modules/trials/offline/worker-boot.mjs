// The offline model worker's entry. The server runs TypeScript through tsx (`node --import tsx`), but a worker
// thread does not inherit the parent's loader hooks (and `--import` in a worker's execArgv does not apply to
// its entry on Node 20), so this plain module loads the TypeScript worker through tsx's API. It works the same
// under `npm start`, under Vitest and in the browser-test server.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
