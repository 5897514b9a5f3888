// `npm run db:seed`: seeds the catalogue, plans and first admin where not done yet, then exits.
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedDatabase } from './seed/seed';

const config = loadConfig(process.env);
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  ...config.database,
});
const result = await seedDatabase(handle.db, config);
await handle.close();
if (result.generatedAdminPassword) {
  console.warn(`First admin created: ${config.admin.email} / ${result.generatedAdminPassword} (shown once)`);
}
console.warn('Seed complete.');
