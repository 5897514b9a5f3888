import { verify } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../client';
import { appSettings, categories, librarySources, plans, questions, users } from '../schema/index';
import { openTestDatabase } from '../../../test/test-database';
import { seedDatabase } from './seed';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const config = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: '/tmp/amicus-seed-test', ...env });

async function counts(db: DatabaseHandle['db']) {
  const n = async (table: typeof categories | typeof questions | typeof plans) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  const [admins] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  return {
    categories: await n(categories),
    questions: await n(questions),
    plans: await n(plans),
    admins: admins!.n,
  };
}

describe('seedDatabase', () => {
  it('seeds once: running it again creates nothing twice', async () => {
    handle = await openTestDatabase();
    const env = config({ ADMIN_PASSWORD: 'Chosen#Admin-Pass1' });
    const first = await seedDatabase(handle.db, env);
    const after = await counts(handle.db);
    expect(after.categories).toBe(10);
    expect(after.questions).toBeGreaterThanOrEqual(40);
    expect(after.plans).toBe(3);
    expect(after.admins).toBe(1);
    expect(first).toEqual({ adminCreated: true });

    const second = await seedDatabase(handle.db, env);
    expect(second).toEqual({ adminCreated: false });
    expect(await counts(handle.db)).toEqual(after);

    // The offline guides are in the library, one `general` source per area and one for everything else; the
    // problem index, one source per jurisdiction it has problems of.
    const sources = await handle.db
      .select({
        key: librarySources.key,
        jurisdiction: librarySources.jurisdiction,
        kind: librarySources.kind,
      })
      .from(librarySources);
    const guides = sources.filter((source) => source.kind === 'guide');
    expect(guides).toHaveLength(11);
    expect(guides.every((g) => g.jurisdiction === 'general')).toBe(true);
    expect(guides.map((g) => g.key)).toContain('guide-housing');
    expect(sources.filter((source) => source.kind === 'problems')).toEqual([
      { key: 'problems-us', jurisdiction: 'US', kind: 'problems' },
      { key: 'problems-us-dc', jurisdiction: 'US-DC', kind: 'problems' },
    ]);

    // Every category has at least 4 suggested questions; the plans are those of the spec.
    const perCategory = await handle.db
      .select({ categoryId: questions.categoryId, n: count() })
      .from(questions)
      .groupBy(questions.categoryId);
    expect(perCategory).toHaveLength(10);
    expect(perCategory.every((row) => row.n >= 4)).toBe(true);
    const planRows = await handle.db.select().from(plans);
    expect(planRows.map((p) => [p.name, p.price, p.interval]).sort()).toEqual([
      ['Basic', 999, 'month'],
      ['Enterprise', 9999, 'month'],
      ['Professional', 2999, 'month'],
    ]);
  });

  it('creates the admin from ADMIN_EMAIL, ADMIN_USERNAME and ADMIN_PASSWORD', async () => {
    handle = await openTestDatabase();
    await seedDatabase(
      handle.db,
      config({
        ADMIN_EMAIL: 'Chief@Example.org',
        ADMIN_USERNAME: 'chief',
        ADMIN_PASSWORD: 'Chosen#Admin-Pass1',
      }),
    );
    const [admin] = await handle.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admin).toMatchObject({ email: 'chief@example.org', username: 'chief', isActive: true });
    expect(await verify(admin!.passwordHash, 'Chosen#Admin-Pass1')).toBe(true);
  });

  it('generates an admin password when none is set and returns it once', async () => {
    handle = await openTestDatabase();
    const first = await seedDatabase(handle.db, config());
    expect(first.adminCreated).toBe(true);
    expect(first.generatedAdminPassword).toMatch(/^[\w-]{20}$/);
    const [admin] = await handle.db.select().from(users).where(eq(users.role, 'admin'));
    expect(await verify(admin!.passwordHash, first.generatedAdminPassword!)).toBe(true);

    const second = await seedDatabase(handle.db, config());
    expect(second.generatedAdminPassword).toBeUndefined();
    const markers = await handle.db.select({ key: appSettings.key }).from(appSettings);
    // Catalogue, plans, admin and this version of the library's guides and problem index.
    expect(markers.map((m) => m.key).filter((k) => k.startsWith('seed:'))).toHaveLength(5);
  });
});
