import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlm } from '../../adapters/llm/create-llm';
import { startLocalS3, type LocalS3 } from '../../../test/local-s3-server';
import {
  asUser,
  createTestApp,
  loginAdmin,
  signUpAndLogin,
  type Session,
  type TestApp,
} from '../../../test/test-app';
import { makeDocx } from '../../../test/trial-documents';
import { CASE, listOwnTrials, submitTrialJson, submitTrialMultipart } from '../../../test/trial-requests';

// This app keeps its files in an S3-compatible bucket (a real local server), so every download below goes
// through the S3 store; the local-disk store is exercised by the other trial tests.
let s3: LocalS3;
let t: TestApp;
let owner: Session;
let stranger: Session;
let admin: Session;
let firstId: number;
let secondId: number;
let docx: Buffer;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({
    env: {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    adapters: { llm: createLlm({ offlineChunkDelayMs: 0 }) },
  });
  owner = await signUpAndLogin(t.app);
  stranger = await signUpAndLogin(t.app);
  admin = await loginAdmin(t.app);

  firstId = (
    await submitTrialJson(t.app, owner, { ...CASE, caseDescription: 'First case: unpaid wages of $800.' })
  ).json().trialId;
  docx = await makeDocx(['Payslips for March and April 2024 show €2,400 unpaid.']);
  secondId = (
    await submitTrialMultipart(
      t.app,
      owner,
      { ...CASE, caseDescription: 'Second case: the employer kept my wages.', role: 'other' },
      [{ name: 'payslips – März.docx', bytes: docx }],
    )
  ).json().trialId;
  await submitTrialJson(t.app, stranger, { ...CASE, caseDescription: 'The stranger’s own case.' });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('GET /trials/user', () => {
  it('lists only the user’s own trials, newest first, with case data, texts and file links', async () => {
    const trials = await listOwnTrials(t.app, owner);
    expect(trials.map((x) => x.id)).toEqual([secondId, firstId]);
    const [second] = trials;
    expect(second).toMatchObject({
      userId: owner.user.id,
      status: 'PENDING',
      caseData: {
        caseDescription: 'Second case: the employer kept my wages.',
        role: 'other',
        state: 'California',
        country: 'United States',
      },
      fileCount: 1,
      filesUrl: [`/trials/${secondId}/files/${second!.files[0]!.id}`],
      analysis: null,
    });
    expect(second!.summary).toEqual(expect.any(String));
    expect(second!.caseAnalysis).toEqual(expect.any(String));
    expect(new Date((second as unknown as { createdAt: string }).createdAt).getTime()).not.toBeNaN();
  });

  it('never exposes where a file is stored', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/trials/user',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const [key] = [...s3.objects.keys()].filter((k) => k.startsWith(`trials/${secondId}/`));
    expect(key).toMatch(new RegExp(`^trials/${secondId}/[0-9a-f-]{36}\\.docx$`));
    expect(response.body).not.toContain(key!);
  });

  it('answers 401 anonymously', async () => {
    expect((await asUser(t.app, null)({ method: 'GET', url: '/api/v1/trials/user' })).statusCode).toBe(401);
  });
});

describe('GET /trials/:id', () => {
  it('answers the owner’s trial, and the admin’s view of it', async () => {
    for (const session of [owner, admin]) {
      const response = await asUser(t.app, session)({ method: 'GET', url: `/api/v1/trials/${secondId}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().trial).toMatchObject({ id: secondId, userId: owner.user.id, fileCount: 1 });
    }
  });

  it('answers 404 for another user’s trial, exactly as for one that does not exist', async () => {
    const other = await asUser(t.app, stranger)({ method: 'GET', url: `/api/v1/trials/${secondId}` });
    const missing = await asUser(t.app, stranger)({ method: 'GET', url: '/api/v1/trials/999999' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
  });
});

describe('GET /trials/:id/files/:fileId', () => {
  const download = async (session: Session | null, trialId: number, fileId: number) =>
    asUser(t.app, session)({ method: 'GET', url: `/api/v1/trials/${trialId}/files/${fileId}` });

  it('downloads the owner’s file from the bucket as an attachment with its name', async () => {
    const [trial] = await listOwnTrials(t.app, owner);
    const file = trial!.files[0]!;
    const response = await download(owner, secondId, file.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(docx)).toBe(true);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="payslips ? M?rz.docx"; filename*=UTF-8''payslips%20%E2%80%93%20M%C3%A4rz.docx`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(s3.log.some((line) => line.startsWith(`GET trials/${secondId}/`))).toBe(true);
  });

  it('keeps no right-to-left override or other bidirectional control in a stored file name', async () => {
    // Shown as "invoice-exe.pdf" by a bidi-aware screen, the file is really invoice-fdp.exe.
    const response = await submitTrialMultipart(t.app, stranger, CASE, [
      { name: 'invoice-\u202Efdp.exe\u2066\u200F.txt', bytes: Buffer.from('An invoice.') },
    ]);
    expect(response.statusCode).toBe(201);
    const trials = await listOwnTrials(t.app, stranger);
    const stored = trials.find((trial) => trial.id === response.json().trialId)!.files[0]!;
    expect(stored.fileName).toBe('invoice-fdp.exe.txt');
    const download = await asUser(t.app, stranger)({ method: 'GET', url: `/api/v1${stored.url}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('invoice-fdp.exe.txt');
    expect(download.headers['content-disposition']).not.toMatch(/%E2%80%AE|%E2%81%A6|%E2%80%8F/);
  });

  it('lets an admin download it too', async () => {
    const [trial] = await listOwnTrials(t.app, owner);
    expect((await download(admin, secondId, trial!.files[0]!.id)).statusCode).toBe(200);
  });

  it('answers 404 to another user, and for a file asked under another trial; 401 anonymously', async () => {
    const [trial] = await listOwnTrials(t.app, owner);
    const fileId = trial!.files[0]!.id;
    expect((await download(stranger, secondId, fileId)).statusCode).toBe(404);
    expect((await download(owner, firstId, fileId)).statusCode).toBe(404);
    expect((await download(null, secondId, fileId)).statusCode).toBe(401);
  });
});

describe('GET /trials/admin/all', () => {
  it('answers 401 anonymously and 403 to a user', async () => {
    expect((await asUser(t.app, null)({ method: 'GET', url: '/api/v1/trials/admin/all' })).statusCode).toBe(
      401,
    );
    const forbidden = await asUser(t.app, owner)({ method: 'GET', url: '/api/v1/trials/admin/all' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Access denied. Only administrators can access this area.');
  });

  it('lists every user’s trials, newest first, each with its userId and owner', async () => {
    const response = await asUser(t.app, admin)({ method: 'GET', url: '/api/v1/trials/admin/all' });
    expect(response.statusCode).toBe(200);
    const trials = response.json().trials as {
      id: number;
      userId: number;
      user: { id: number; username: string };
    }[];
    const ids = trials.map((x) => x.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(trials.filter((x) => x.userId === owner.user.id).map((x) => x.id)).toEqual([secondId, firstId]);
    expect(new Set(trials.map((x) => x.userId))).toEqual(new Set([owner.user.id, stranger.user.id]));
    const strangers = trials.find((x) => x.userId === stranger.user.id)!;
    expect(strangers.user).toMatchObject({ id: stranger.user.id, username: stranger.user.username });
  });
});
