import fs from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed/seed';
import { TemplateFileError } from './domain/letters/templates/load-templates';

// A .env file beside the process is read once, here; config.ts is the only reader of the result.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

/**
 * A configuration problem (a bad variable, a Redis that does not answer, a bad document template) is told in
 * words, not a stack.
 */
async function orExit<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof TemplateFileError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = await orExit(async () => loadConfig(process.env));
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  ...config.database,
});
const seeded = await seedDatabase(database.db, config);
const app = await orExit(() => buildApp({ config, db: database.db }));

if (seeded.generatedAdminPassword) {
  // Printed once, to the terminal only (not through the logger): the only copy of a generated password.
  process.stdout.write(
    `\n  First admin created. Sign in as ${config.admin.email} (or "${config.admin.username}") with password: ${seeded.generatedAdminPassword}\n  Save it now; it is not shown again. Set ADMIN_PASSWORD to choose it yourself.\n\n`,
  );
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Amicus is ready at ${config.appUrl} (database: ${database.kind})`);
