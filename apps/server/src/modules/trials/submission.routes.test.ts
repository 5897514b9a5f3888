import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';
import { makeDocx, makePng } from '../../../test/trial-documents';
import {
  CASE,
  createTrialTestApp,
  listOwnTrials,
  submitTrialJson,
  submitTrialMultipart,
  useOfflineModel,
} from '../../../test/trial-requests';

// One app per file (building one is the slow part): the server runs a fake hosted model; `user` has chosen
// the built-in offline model in their settings, `hostedUser` uses the server's.
let fake: FakeOpenAi;
let t: TestApp;
let user: Session;
let hostedUser: Session;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTrialTestApp(fake);
  user = await signUpAndLogin(t.app);
  await useOfflineModel(t.db, user.user.id);
  hostedUser = await signUpAndLogin(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('POST /trials', () => {
  it('stores a JSON submission and answers its id, PENDING until analysed; the offline model writes summary and case analysis', async () => {
    const response = await submitTrialJson(t.app, user, { ...CASE, role: undefined });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Mock trial submitted successfully',
      trialId: expect.any(Number),
      status: 'PENDING',
    });

    const [trial] = await listOwnTrials(t.app, user);
    expect(trial).toMatchObject({
      id: body.trialId,
      status: 'PENDING',
      caseData: { ...CASE, role: 'plaintiff' },
      fileCount: 0,
      filesUrl: [],
      analysis: null,
      failureReason: null,
    });
    // Built from the description itself: its place, its date and its amount.
    expect(trial!.summary).toContain('California, United States');
    expect(trial!.summary).toContain('$1,200');
    expect(trial!.caseAnalysis).toContain('30 June 2024');
    expect(trial!.caseAnalysis).toContain('offline model');
  });

  it('stores a multipart submission with its files, read and downloadable', async () => {
    const docx = await makeDocx(['Tenancy agreement signed on 1 February 2023 for 12 months.']);
    const notes = Buffer.from('Move-out checklist: keys returned on 30 June 2024; photos taken.');
    const response = await submitTrialMultipart(t.app, user, { ...CASE, role: 'defendant' }, [
      { name: 'lease.docx', bytes: docx },
      { name: 'notes.txt', bytes: notes, type: 'text/plain' },
    ]);
    expect(response.statusCode).toBe(201);
    const { trialId } = response.json();

    const trial = (await listOwnTrials(t.app, user)).find((x) => x.id === trialId)!;
    expect(trial.caseData.role).toBe('defendant');
    expect(trial.fileCount).toBe(2);
    expect(trial.files.map((f) => [f.side, f.fileName, f.mimeType, f.hasText])).toEqual([
      ['case', 'lease.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', true],
      ['case', 'notes.txt', 'text/plain', true],
    ]);
    expect(trial.filesUrl).toEqual(trial.files.map((f) => `/trials/${trialId}/files/${f.id}`));
    // The documents' text reached the model: the offline assessment lists the dates it found in them.
    expect(trial.caseAnalysis).toContain('1 February 2023');

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v1${trial.filesUrl[0]}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(docx)).toBe(true);
    expect(download.headers['content-disposition']).toBe(`attachment; filename=lease.docx`);
  });

  it('answers 400 naming the field for a missing case description, country or state, and stores nothing', async () => {
    const before = (await listOwnTrials(t.app, user)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...CASE, caseDescription: '   ' }, 'Case description is required'],
      [{ ...CASE, country: undefined }, 'Country is required'],
      [{ ...CASE, state: '' }, 'State/province is required'],
      [{ ...CASE, role: 'judge' }, 'Role must be plaintiff, defendant or other'],
    ];
    for (const [body, message] of cases) {
      const response = await submitTrialJson(t.app, user, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const multipart = await submitTrialMultipart(t.app, user, { ...CASE, caseDescription: '' }, []);
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().message).toBe('Case description is required');
    expect(await listOwnTrials(t.app, user)).toHaveLength(before);
  });

  it('answers 415 naming a file whose bytes are not a supported type, whatever its name, and stores nothing', async () => {
    const before = (await listOwnTrials(t.app, user)).length;
    const response = await submitTrialMultipart(t.app, user, CASE, [
      { name: 'evidence.pdf', bytes: makePng(), type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: '“evidence.pdf” is not a supported file type. Upload PDF, DOCX, TXT or Markdown files.',
    });
    expect(await listOwnTrials(t.app, user)).toHaveLength(before);
  });

  it('answers 401 to an anonymous submission', async () => {
    const response = await submitTrialJson(t.app, null);
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /trials with a hosted model', () => {
  it('stores the model’s summary and case analysis, written from the case and its documents', async () => {
    fake.configure({ reply: () => 'The model’s text for this case.' });
    const response = await submitTrialMultipart(t.app, hostedUser, CASE, [
      {
        name: 'receipt.txt',
        bytes: Buffer.from('Deposit receipt: $1,200 paid by bank transfer on 1 February 2023.'),
      },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe('PENDING');
    const [trial] = await listOwnTrials(t.app, hostedUser);
    expect(trial).toMatchObject({
      status: 'PENDING',
      summary: 'The model’s text for this case.',
      caseAnalysis: 'The model’s text for this case.',
    });
    const prompts = fake.requests.slice(-2).map((r) => r.prompt);
    for (const prompt of prompts) {
      expect(prompt).toContain(CASE.caseDescription);
      expect(prompt).toContain('file="receipt.txt"');
      expect(prompt).toContain('Deposit receipt: $1,200 paid by bank transfer');
    }
  });

  it('keeps the trial, FAILED with the reason, when the provider fails; the answer says so', async () => {
    fake.configure({ failStatus: 500 });
    const response = await submitTrialJson(t.app, hostedUser, {
      ...CASE,
      caseDescription: 'A case the provider fails on.',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, status: 'FAILED' });
    expect(body.message).toBe(
      'Your case was saved, but the case summary could not be written: The AI provider failed to answer (status 500). Please try again.',
    );
    const trial = (await listOwnTrials(t.app, hostedUser)).find((x) => x.id === body.trialId)!;
    expect(trial).toMatchObject({
      status: 'FAILED',
      failureReason: 'The AI provider failed to answer (status 500). Please try again.',
      caseData: { caseDescription: 'A case the provider fails on.' },
      summary: null,
    });
    // The log says what failed, without the provider's own text or the key.
    const logged = t.logs.join('\n');
    expect(logged).toContain('trial case review failed');
    expect(logged).not.toContain('failed on purpose');
  });
});
