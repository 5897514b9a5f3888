import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { standardPlans } from '@amicus/contract/plans/standard-plans';
import type { Config } from '../../config';
import type { Database, Tx } from '../client';
import { appSettings, categories, plans, questions, users } from '../schema/index';
import { hashPassword } from '../../domain/accounts/passwords';
import { seedCategories } from './catalogue-data';
import { guidesVersion, importGuides, readGuides } from './library-guides';
import { problemsVersion, readProblemFiles } from '../../domain/library/problems/problem-data';
import { syncProblemData } from '../../domain/library/problems/problem-index';
import { indexUnindexedSources } from '../../domain/library/search/term-index';

/**
 * Runs a seed step once per database: the marker row's primary key makes the step idempotent, also when
 * several instances start together on one PostgreSQL.
 */
async function once(db: Database, marker: string, step: (tx: Tx) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(appSettings)
      .values({ key: `seed:${marker}`, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    if (!claimed) return false;
    await step(tx);
    return true;
  });
}

export type SeedResult = { adminCreated: boolean; generatedAdminPassword?: string };

/** What every install holds whatever its configuration: the catalogue, the plans and the library's guides. */
export async function seedContent(db: Database): Promise<void> {
  await once(db, 'catalogue:v1', async (tx) => {
    for (const category of seedCategories) {
      const [row] = await tx
        .insert(categories)
        .values({ slug: category.slug, name: category.name, description: category.description })
        .returning({ id: categories.id });
      await tx.insert(questions).values(category.questions.map((q) => ({ ...q, categoryId: row!.id })));
    }
  });

  await once(db, 'plans:v1', async (tx) => {
    await tx.insert(plans).values(standardPlans.map(({ featured: _featured, ...plan }) => plan));
  });

  // The guides are library sources like any law; written again (idempotently) only when their text changed.
  const guides = await readGuides();
  await once(db, `library-guides:${guidesVersion(guides)}`, (tx) => importGuides(tx, guides));

  // The problem index (Browse by problem), from its data files; again whenever they change.
  const problems = await readProblemFiles();
  await once(db, `library-problems:${problemsVersion(problems)}`, (tx) => syncProblemData(tx, problems));

  // A source whose search index is missing (an upgrade rebuilt the index, an import was cut short) gets one.
  await indexUnindexedSources(db);
}

export async function seedDatabase(db: Database, config: Config): Promise<SeedResult> {
  await seedContent(db);

  const result: SeedResult = { adminCreated: false };
  await once(db, 'admin', async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (existing) return;
    const password = config.admin.password ?? randomBytes(15).toString('base64url');
    await tx.insert(users).values({
      name: 'Administrator',
      username: config.admin.username,
      email: config.admin.email,
      passwordHash: await hashPassword(password),
      role: 'admin',
    });
    result.adminCreated = true;
    if (!config.admin.password) result.generatedAdminPassword = password;
  });
  return result;
}
