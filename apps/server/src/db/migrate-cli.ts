// `npm run db:migrate`: applies the migrations to DATABASE_URL or the embedded database, then exits.
import { loadConfig } from '../config';
import { openDatabase } from './client';

const config = loadConfig(process.env);
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  ...config.database,
});
await handle.close();
console.warn(`Migrations applied (${handle.kind}).`);
