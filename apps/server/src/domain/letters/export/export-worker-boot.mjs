// The export threads' entry when the server runs from its TypeScript sources (Vitest, `npm run dev`, the
// benches): a worker thread does not inherit the parent's loader hooks, so this plain module loads the
// TypeScript worker through tsx's API and hands piscina its task function. The compiled server's threads
// start export-worker.js directly, without tsx.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport(new URL('./export-worker.ts', import.meta.url).href, import.meta.url);
export default worker.default;
