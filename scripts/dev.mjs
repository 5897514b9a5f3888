// `npm run dev`: the API with file watching on :8080 and the Vite dev server on :5173 (proxying /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@amicus/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@amicus/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => (code ? process.exit(code) : undefined));
