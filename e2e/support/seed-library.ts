// Puts the test fixture's D.C. Code sections (our own text in the importer's shape, not the corpus) into the
// journeys' fresh database before the server starts, so a D.C. tenant's reply has law to cite.
import { openDatabase } from '../../apps/server/src/db/client';
import { seedTestLibrary } from '../../apps/server/test/grounding-fixtures';

export async function seedJourneyLibrary(dataDir: string): Promise<void> {
  const handle = await openDatabase({ dataDir });
  try {
    await seedTestLibrary(handle.db, { guides: false });
  } finally {
    await handle.close();
  }
}
