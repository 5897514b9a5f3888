import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem, ProblemSummary } from '@amicus/contract/library/problem-schemas';
import { auditLog, libraryProblems } from '../../db/schema/index';
import { readProblemFiles } from '../../domain/library/problems/problem-data';
import { syncProblemData } from '../../domain/library/problems/problem-index';
import { groundingFor } from '../../domain/library/grounding';
import {
  asUser,
  createTestApp,
  loginAdmin,
  signUpAndLogin,
  type Session,
  type TestApp,
} from '../../../test/test-app';
import { importFolder, writeDcFixture, type FixtureSection } from '../../../test/library-fixtures';

// Fixture law under real D.C. section numbers, with texts written for this test: the problem index's own data
// (problems/data/us-dc.json, seeded into every install) cites § 42-3502.17 for a deposit not given back.
const deposit = (text: string): FixtureSection => ({
  number: '42-3502.17',
  heading: 'Security deposit.',
  paragraphs: [
    ['(a)', 'A housing provider shall keep each kwarvel security deposit in an escrow account.'],
    ['(b)', text],
  ],
});
const lateFees: FixtureSection = {
  number: '42-3505.31',
  heading: 'Late fees.',
  paragraphs: [['(a)', 'A housing provider may charge a late fee of no more than five percent of the rent.']],
};
const dcFixture = (sections: FixtureSection[]) =>
  writeDcFixture({
    title: { num: '42', heading: 'Real Property.' },
    chapter: { num: '35', heading: 'Rental Housing.' },
    sections,
  });

let t: TestApp;
let user: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  [user, admin] = [await signUpAndLogin(t.app), await loginAdmin(t.app)];
  await importFolder(
    t.db,
    await dcFixture([deposit('Deposit complaints go to the Office of Administrative Hearings.'), lateFees]),
  );
}, 60_000);
afterAll(() => t.close());

const get = async <T>(session: Session | null, url: string) => {
  const response = await asUser(t.app, session)({ method: 'GET', url: `/api/v1${url}` });
  return { status: response.statusCode, body: response.json() as T };
};
const write = (method: 'POST' | 'PATCH', url: string, payload: object, session: Session = admin) =>
  asUser(t.app, session)({ method, url: `/api/v1${url}`, payload });

const dcProblems = async () =>
  (await get<{ data: ProblemSummary[] }>(user, '/library/problems?jurisdiction=US-DC')).body.data;
const problemNamed = async (slug: string) => {
  const summary = (await dcProblems()).find((problem) => problem.slug === slug)!;
  return (await get<{ problem: Problem }>(user, `/library/problems/${summary.id}`)).body.problem;
};

describe('GET /library/problems', () => {
  it('lists a jurisdiction’s everyday problems by area, from the index every install holds', async () => {
    const problems = await dcProblems();
    expect(problems.length).toBeGreaterThan(150);
    expect(problems.every((problem) => problem.jurisdiction === 'US-DC')).toBe(true);
    const housing = (
      await get<{ data: ProblemSummary[] }>(user, '/library/problems?jurisdiction=US-DC&area=housing')
    ).body.data;
    expect(housing.length).toBeGreaterThan(30);
    expect(housing.every((problem) => problem.area === 'housing')).toBe(true);
    const federal = (await get<{ data: ProblemSummary[] }>(user, '/library/problems?jurisdiction=US')).body
      .data;
    expect(federal.map((problem) => problem.slug)).toContain('debt-collector-calls-at-odd-hours');
  });

  it('opens a problem with the sections that govern it and their key paragraphs as the library holds them', async () => {
    const problem = await problemNamed('security-deposit-not-returned');
    expect(problem.title).toBe('My landlord has not given back my security deposit');
    const cited = problem.governs.find((section) => section.citation === 'D.C. Code § 42-3502.17')!;
    expect(cited).toMatchObject({ heading: 'Security deposit.', flag: null, paragraphs: ['(a)', '(b)'] });
    expect(cited.sectionId).toEqual(expect.any(Number));
    expect(cited.keyParagraphs.map((p) => p.path)).toEqual(['(a)', '(b)']);
    // A citation the library does not hold is shown with why.
    expect(
      problem.governs.filter((section) => section.sectionId === null).every((s) => s.flag === 'not_found'),
    ).toBe(true);
  });

  it('answers 401 to a visitor and 404 for a problem that does not exist', async () => {
    expect((await get(null, '/library/problems')).status).toBe(401);
    expect((await get(user, '/library/problems/999999')).status).toBe(404);
  });
});

describe('a question in plain words', () => {
  it('finds the section a matching problem names, and quotes its key paragraph', async () => {
    const grounding = await groundingFor(t.db, {
      country: 'United States',
      state: 'District of Columbia',
      area: 'housing',
      question: ['i moved out 2 months ago and my landlord still has my money from when i moved in'],
    });
    const source = grounding.sources.find((s) => s.citation.startsWith('D.C. Code § 42-3502.17'));
    // None of the question's words is in the section: the problem's plain words found it.
    expect(source).toBeDefined();
    expect(['(a)', '(b)']).toContain(source!.paragraph);
  });
});

describe('admins write problems', () => {
  const body = {
    jurisdiction: 'US-DC',
    area: 'housing',
    title: 'My landlord charges a huge fee when rent is a day late',
    description: 'The lease says a day late costs a large sum. The law caps what a late fee may be.',
    asks: ['landlord wants a giant charge for paying rent one day late'],
    governs: [
      {
        citation: 'D.C. Code § 42-3505.31',
        paragraphs: ['(a)'],
        says: 'A late fee is capped at a share of the rent.',
      },
    ],
  };

  it('adds a problem, audited, that a plain question then finds', async () => {
    const response = await write('POST', '/admin/library/problems', body);
    expect(response.statusCode).toBe(201);
    const { problem } = response.json() as { problem: Problem };
    expect(problem).toMatchObject({
      slug: 'my-landlord-charges-a-huge-fee-when-rent-is-a-day-late',
      edited: true,
    });
    expect(problem.governs[0]).toMatchObject({
      citation: 'D.C. Code § 42-3505.31',
      flag: null,
      heading: 'Late fees.',
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'library_problem'));
    expect(audit).toMatchObject({ actorId: admin.user.id, action: 'create', entityId: String(problem.id) });

    const grounding = await groundingFor(t.db, {
      country: 'United States',
      state: 'District of Columbia',
      area: 'housing',
      question: ['a giant charge for paying one day late, can they do that?'],
    });
    expect(grounding.sources.map((s) => s.citation)).toContain('D.C. Code § 42-3505.31(a)');
  });

  it('edits a problem, which the data files then leave as the admin wrote it', async () => {
    const { id } = await problemNamed('security-deposit-not-returned');
    const edited = {
      ...body,
      title: 'My landlord kept my deposit',
      governs: [{ citation: 'DC Code 42-3502.17(b)', paragraphs: ['(b)'], says: 'Where to complain.' }],
    };
    const response = await write('PATCH', `/admin/library/problems/${id}`, edited);
    expect(response.statusCode, response.body).toBe(200);
    await syncProblemData(t.db, await readProblemFiles());
    const [row] = await t.db.select().from(libraryProblems).where(eq(libraryProblems.id, id));
    expect(row).toMatchObject({ title: 'My landlord kept my deposit', edited: true });
  });

  it('refuses a citation the library cannot read, an unknown area, and a user', async () => {
    const bad = await write('POST', '/admin/library/problems', {
      ...body,
      governs: [{ citation: 'the deposit law', paragraphs: [], says: 'x' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/is not a citation the library can read/);
    expect((await write('POST', '/admin/library/problems', { ...body, area: 'astrology' })).statusCode).toBe(
      400,
    );
    expect((await write('POST', '/admin/library/problems', body, user)).statusCode).toBe(403);
  });
});

describe('a new edition of the law', () => {
  it('flags the problems whose sections it changed or withdrew, until an admin confirms them', async () => {
    await importFolder(
      t.db,
      await dcFixture([deposit('Deposit complaints now go to the Rental Housing Commission.'), lateFees]),
    );
    const changed = await problemNamed('security-deposit-interest');
    const link = changed.governs.find((section) => section.citation === 'D.C. Code § 42-3502.17')!;
    expect(link.flag).toBe('changed');
    const flagged = (
      await get<{ data: ProblemSummary[] }>(admin, '/admin/library/problems?jurisdiction=US-DC&flagged=true')
    ).body.data;
    expect(flagged.map((problem) => problem.slug)).toContain('security-deposit-interest');

    const confirmed = await write('POST', `/admin/library/problems/${changed.id}/confirm`, {});
    expect(confirmed.statusCode).toBe(200);
    expect(
      (confirmed.json() as { problem: Problem }).problem.governs.every((s) => s.flag !== 'changed'),
    ).toBe(true);

    // The code imported whole without § 42-3505.31: the section is withdrawn, and the admin's problem says so.
    await importFolder(
      t.db,
      await dcFixture([deposit('Deposit complaints now go to the Rental Housing Commission.')]),
    );
    const late = (await dcProblems()).find(
      (problem) => problem.slug === 'my-landlord-charges-a-huge-fee-when-rent-is-a-day-late',
    )!;
    expect(late.flagged).toBe(1);
    const detail = (await get<{ problem: Problem }>(user, `/library/problems/${late.id}`)).body.problem;
    expect(detail.governs[0]!.flag).toBe('withdrawn');
  });
});
