import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CitationCheck, CitedSource } from '@amicus/contract/library/schemas';
import { areaOfCase } from '../../domain/library/case-grounding';
import { defaultFakeReply, startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { DC_DEPOSIT_RULE, DC_DEPOSIT_TRIAL, seedTestLibrary } from '../../../test/grounding-fixtures';
import { asUser, loginAdmin, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';
import {
  analyzeTrialRequest,
  createTrialTestApp,
  submitTrialJson,
  useOfflineModel,
} from '../../../test/trial-requests';
import { makePdf } from '../../../test/trial-documents';

const DC_CASE = DC_DEPOSIT_TRIAL;
const CALIFORNIA_CASE = { ...DC_CASE, state: 'California' };
const ASKED_FOR_REPORT = 'Write the mock-trial analysis report now.';

let fake: FakeOpenAi;
let t: TestApp;
let hosted: Session;
let offline: Session;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTrialTestApp(fake);
  await seedTestLibrary(t.db);
  hosted = await signUpAndLogin(t.app);
  offline = await signUpAndLogin(t.app);
  await useOfflineModel(t.db, offline.user.id);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.configure({}));

/** The fake model answers the analysis with `report`, and everything else (the case review) as usual. */
const reportWith = (report: string) =>
  fake.configure({
    reply: (message) => (message.includes(ASKED_FOR_REPORT) ? report : defaultFakeReply(message)),
  });

async function submit(session: Session, body: Record<string, string>): Promise<number> {
  const response = await submitTrialJson(t.app, session, body);
  expect(response.statusCode).toBe(201);
  return response.json().trialId as number;
}

type Analysed = { analysis: string; sources: CitedSource[]; citationCheck: CitationCheck | null };
async function analyse(session: Session, trialId: number): Promise<Analysed> {
  const response = await analyzeTrialRequest(t.app, session, trialId, {
    plaintiff: [
      { name: 'lease.pdf', bytes: await makePdf([['The tenant paid a security deposit of $1,200.']]) },
    ],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const storedTrial = async (session: Session, trialId: number) =>
  (await asUser(t.app, session)({ method: 'GET', url: `/api/v1/trials/${trialId}` })).json().trial;

describe('POST /trials/analyze, grounded in the legal library', () => {
  it('gives a hosted model the D.C. deposit rule as a numbered source and stores the sources and a clean check', async () => {
    const trialId = await submit(hosted, DC_CASE);
    reportWith(
      [
        '# Mock Trial Analysis',
        '',
        '## The law in Washington, DC, USA',
        '',
        'The landlord had 45 days to return the deposit or explain why he kept it [1]: the law says “the owner shall tender payment to the tenant of the security deposit with interest” [1].',
        '',
        '## The case in brief',
        '',
        '- The deposit was $1,200 [1] (source: “lease.pdf”).',
      ].join('\n'),
    );
    const result = await analyse(hosted, trialId);

    expect(result.sources[0]).toMatchObject({
      n: 1,
      citation: 'D.C. Code § 42-3502.17(a)',
      heading: 'Security deposits for rental units.',
      passage: DC_DEPOSIT_RULE,
      jurisdiction: 'US-DC',
      asOf: '2025-06-30',
    });
    expect(result.citationCheck).toEqual({ markers: 3, supported: 3, issues: [] });
    // The case reads as housing: the law of wages, in the same code, is not among its sources.
    expect(result.sources.every((s) => !s.citation.startsWith('D.C. Code § 32-1303'))).toBe(true);

    const prompt = fake.requests.at(-1)!.prompt;
    expect(prompt).toContain('## Sources from the legal library');
    expect(prompt).toContain('[1] D.C. Code § 42-3502.17(a) — Security deposits for rental units.');
    expect(prompt).toContain(DC_DEPOSIT_RULE);
    expect(prompt).toContain('cite it by its number in square brackets');
    expect(prompt).toContain('never invent a citation');
    expect(prompt).toContain('## The law in Washington, DC, USA — the rules from the numbered sources');

    // A reload, the history and the admin's view read the same sources and check from the trial.
    const trial = await storedTrial(hosted, trialId);
    expect(trial.analysis).toBe(result.analysis);
    expect(trial.analysisSources).toEqual(result.sources);
    expect(trial.analysisCitationCheck).toEqual(result.citationCheck);
    const all = (
      await asUser(t.app, await loginAdmin(t.app))({ method: 'GET', url: '/api/v1/trials/admin/all' })
    ).json().trials as {
      id: number;
      analysisSources: CitedSource[];
      analysisCitationCheck: CitationCheck;
    }[];
    const seen = all.find((x) => x.id === trialId)!;
    expect(seen.analysisSources).toEqual(result.sources);
    expect(seen.analysisCitationCheck).toEqual(result.citationCheck);
  });

  it('marks the hosted model’s invented citation, unknown source and misquote in the stored check', async () => {
    const trialId = await submit(hosted, DC_CASE);
    reportWith(
      [
        '# Mock Trial Analysis',
        '',
        'Under D.C. Code § 42-3508.02 the landlord owes triple damages [1]; see also [7].',
        'The Code says “the landlord must pay twice the deposit as a penalty” [1].',
      ].join('\n'),
    );
    const result = await analyse(hosted, trialId);
    const issues = [
      { kind: 'unknown_source', text: '[7]', n: 7, at: null },
      {
        kind: 'misquote',
        text: 'the landlord must pay twice the deposit as a penalty',
        n: 1,
        at: result.analysis.lastIndexOf('[1]'),
      },
      { kind: 'unsupported_citation', text: 'D.C. Code § 42-3508.02', n: null, at: null },
    ];
    expect(result.citationCheck).toEqual({ markers: 3, supported: 2, issues });
    // The place names the second [1] of the report as shown, not the first.
    expect(result.analysis.indexOf('[1]')).toBeLessThan(issues[1]!.at!);
    expect((await storedTrial(hosted, trialId)).analysisCitationCheck).toEqual(result.citationCheck);
  });

  it('tells a hosted model the library holds no California law on the case, where to look, and to cite none', async () => {
    const trialId = await submit(hosted, CALIFORNIA_CASE);
    reportWith('# Mock Trial Analysis\n\nThe legal library holds no California law on this case.');
    const result = await analyse(hosted, trialId);
    expect(result.sources.every((s) => s.jurisdiction === 'general')).toBe(true);
    const prompt = fake.requests.at(-1)!.prompt;
    expect(prompt).toContain(
      'The legal library holds no law of California, USA on this question. Say so plainly',
    );
    expect(prompt).toContain("the official code on the California, USA legislature's website");
    expect(prompt).toContain('Cite no statute, regulation, case or section number');
    expect(prompt).not.toContain('D.C. Code');
    expect(result.citationCheck).toEqual({ markers: 0, supported: 0, issues: [] });
  });

  it('the offline model’s report opens with the D.C. rule it found, quoted word for word with its [1]', async () => {
    const trialId = await submit(offline, DC_CASE);
    const result = await analyse(offline, trialId);
    const { analysis } = result;
    expect(analysis).toContain('## The law in Washington, DC, USA');
    expect(analysis).toContain('These are the rules the legal library holds on your case:');
    expect(analysis).toContain(
      `- **D.C. Code § 42-3502.17(a)** (Security deposits for rental units): “${DC_DEPOSIT_RULE}” [1]`,
    );
    expect(analysis.indexOf('## The law in')).toBeLessThan(analysis.indexOf('## The case in brief'));
    expect(result.sources[0]!.citation).toBe('D.C. Code § 42-3502.17(a)');
    expect(result.citationCheck!.issues).toEqual([]);
    expect(result.citationCheck!.supported).toBeGreaterThan(0);
    expect((await storedTrial(offline, trialId)).analysisSources).toEqual(result.sources);
  });

  it('the offline model says plainly the library holds no California law on the case, and cites nothing', async () => {
    const trialId = await submit(offline, CALIFORNIA_CASE);
    const { analysis, citationCheck } = await analyse(offline, trialId);
    expect(analysis).toContain(
      'The legal library holds no law of California, USA on this case, so this report cites none.',
    );
    expect(analysis).toContain('https://www.lawhelp.org');
    expect(analysis).not.toMatch(/\[\d+\]/);
    expect(analysis).not.toContain('§');
    expect(citationCheck).toEqual({ markers: 0, supported: 0, issues: [] });
  });
});

describe('areaOfCase', () => {
  it('reads a case’s area from the library’s guides, and none from words no guide has', async () => {
    expect(await areaOfCase(t.db, DC_CASE.caseDescription)).toBe('housing');
    expect(
      await areaOfCase(t.db, 'I was fired from my job and my employer has not paid my final wages.'),
    ).toBe('employment');
    expect(
      await areaOfCase(t.db, 'I bought a used car from a dealer and it broke down; they refuse a refund.'),
    ).toBe('consumer');
    expect(await areaOfCase(t.db, 'zzqx vvplorth')).toBeNull();
  });
});
