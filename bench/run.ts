// `npm run bench -- <name…>` runs the named benchmarks one after another, each in its own Node process so one
// bench's heap and workers cannot colour the next one's figures. With no name it lists them.
//
//   npm run bench -- auth-login chat-stream      npm run bench -- all
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benches: Record<string, string> = {
  'auth-login': 'sign-in latency against a bare argon2id verify',
  'chat-stream': 'time our server adds to a streamed reply, at 1, 50 and 500 streams',
  'chat-render': 'the chat view in Chromium while three long replies stream in',
  extract: 'PDF and DOCX extraction against pdftotext; GET /credits while ten extractions run',
  jobs: 'the job runner: an idle poll, enqueue to done, jobs a second (PGlite, PostgreSQL)',
  uploads: 'peak server memory and GET /health while the largest upload and hostile documents are read',
  'admin-stats': 'GET /admin/stats and the users-with-chat-counts list on 100,000 users (PGlite, PostgreSQL)',
  'reply-grounding':
    'time retrieval adds before a reply: passages for a D.C. question (--corpus: a whole code)',
  web: 'first visit to / and /login: gzipped JavaScript, Lighthouse mobile performance and accessibility',
  voice: 'PocketSphinx real-time factor on a 60 s recording; GET /health while it is transcribed',
  documents: 'export of a five-page letter to DOCX and PDF: p50/p95 and event-loop delay meanwhile',
  library:
    'D.C. Code, U.S. Code and COMAR: import, size, search and reply retrieval p50/p99, recall@5, MRR, grounded',
  'library-import': 'GET /health/live p50/p99 while an admin imports the largest XML file the limits allow',
};

const here = path.dirname(fileURLToPath(import.meta.url));
const asked = process.argv.slice(2);
const names = asked.includes('all') ? Object.keys(benches) : asked;

if (names.length === 0) {
  console.log('Usage: npm run bench -- <name…> | all\n');
  for (const [name, what] of Object.entries(benches)) console.log(`  ${name.padEnd(12)} ${what}`);
  process.exit(0);
}

const unknown = names.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`Unknown bench: ${unknown.join(', ')}. Known: ${Object.keys(benches).join(', ')}.`);
  process.exit(2);
}

let failed = false;
for (const name of names) {
  console.log(`\n=== ${name}: ${benches[name]}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, `${name}.ts`)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    console.error(`${name} exited with ${run.status ?? run.signal}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
