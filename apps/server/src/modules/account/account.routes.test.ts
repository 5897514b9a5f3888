import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { accountMessages as m, ACCOUNT_EXPORT_JOB } from '@amicus/contract/account/data';
import { SANDBOX_NONCE_OK } from '@amicus/contract/payments/schemas';
import { createSandboxProvider } from '../../adapters/payments/sandbox-provider';
import {
  auditLog,
  chatAttachments,
  chats,
  jobs,
  mailOutbox,
  messages,
  payments,
  trialFiles,
  trials,
  users,
} from '../../db/schema/index';
import { planByName, purchase, saveCard } from '../../../test/billing-helpers';
import { attachFiles } from '../../../test/chat-attachment-requests';
import { createChat } from '../../../test/chat-fixtures';
import { followJob } from '../../../test/recording-requests';
import {
  asUser,
  createTestApp,
  login,
  loginAdmin,
  newUserBody,
  type Session,
  type TestApp,
} from '../../../test/test-app';
import { dataUrl, tinyPng } from '../../../test/tiny-png';
import { CASE, submitTrialMultipart } from '../../../test/trial-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { JOBS_POLL_MS: '50' },
    adapters: { payments: createSandboxProvider() },
  });
});
afterAll(() => t.close());

/** A new account with one of everything: avatar, a chat with a file, a trial with a file, a card and a plan. */
async function aFullAccount(secret: string) {
  const body = newUserBody();
  await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body });
  const session = await login(t.app, body.username, body.password);
  const as = asUser(t.app, session);
  const avatar = await as({
    method: 'PUT',
    url: '/api/v1/auth/profile',
    payload: { name: body.name, username: body.username, profileImage: dataUrl(tinyPng()) },
  });
  expect(avatar.statusCode, avatar.body).toBe(200);
  const chatId = await createChat(t.app, session, {
    questionResponses: [{ questionId: 'custom', question: `My deposit ${secret}` }],
  });
  // A conversation so far (how it came to be is the chat's own tests' business).
  await t.db.insert(messages).values([
    { chatId, sender: 'user', message: `Can they keep it? ${secret}` },
    { chatId, sender: 'system', message: 'Not without an itemised list.' },
  ]);
  const attached = await attachFiles(t.app, session, chatId, [
    { name: 'notes.txt', bytes: Buffer.from(`Chat notes ${secret}`), type: 'text/plain' },
  ]);
  expect(attached.statusCode, attached.body).toBe(201);
  const trial = await submitTrialMultipart(t.app, session, CASE, [
    { name: 'evidence.txt', bytes: Buffer.from(`Trial evidence ${secret}`), type: 'text/plain' },
  ]);
  expect(trial.statusCode, trial.body).toBe(201);
  expect((await saveCard(t.app, session, SANDBOX_NONCE_OK)).statusCode).toBe(201);
  const bought = await purchase(t.app, session, { plan: await planByName(t.app, session, 'Basic') });
  expect(bought.statusCode, bought.body).toBe(200);
  return { body, session, as, chatId, paymentId: bought.json().data.payment.id as number };
}

/** Starts an archive and waits for it; the job's id. */
async function exported(session: Session): Promise<number> {
  const started = await asUser(t.app, session)({ method: 'POST', url: '/api/v1/account/export' });
  expect(started.statusCode, started.body).toBe(202);
  const { job } = await followJob(t.app, session, started.json().jobId);
  expect(job.status, job.error ?? '').toBe('succeeded');
  return job.id;
}

function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) =>
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const parts: Buffer[] = [];
          stream.on('data', (part: Buffer) => parts.push(part));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(parts));
            file.readEntry();
          });
        }),
      );
      file.on('end', () => resolve(entries));
      file.readEntry();
    });
  });
}

const archiveKey = async (jobId: number) => {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
  return (row!.result as { key: string }).key;
};

describe('GET and POST /account/export', () => {
  it('prepares one archive of everything the user has and nobody else’s, for them alone', async () => {
    const owner = await aFullAccount('OWNER-7731');
    const stranger = await aFullAccount('STRANGER-4410');
    expect((await owner.as({ method: 'GET', url: '/api/v1/account/export' })).json()).toEqual({
      success: true,
      export: null,
    });

    // Two clicks at once prepare one archive.
    const [first, second] = await Promise.all([
      owner.as({ method: 'POST', url: '/api/v1/account/export' }),
      owner.as({ method: 'POST', url: '/api/v1/account/export' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    expect(second.json().jobId).toBe(first.json().jobId);
    const { job } = await followJob(t.app, owner.session, first.json().jobId);
    expect(job.status, job.error ?? '').toBe('succeeded');

    const latest = (await owner.as({ method: 'GET', url: '/api/v1/account/export' })).json().export;
    expect(latest.job).toMatchObject({
      id: job.id,
      kind: ACCOUNT_EXPORT_JOB,
      status: 'succeeded',
      result: null,
    });
    const daysKept = (Date.parse(latest.expiresAt) - Date.now()) / 86_400_000;
    expect(daysKept).toBeGreaterThan(6.9);
    expect(daysKept).toBeLessThanOrEqual(7);

    const file = await owner.as({ method: 'GET', url: `/api/v1/account/export/${job.id}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="?amicus-data-\d{4}-\d{2}-\d{2}\.zip"?$/,
    );
    expect(file.rawPayload.length).toBe(latest.size);
    const entries = await unzip(file.rawPayload);
    for (const name of [
      'README.txt',
      'profile.json',
      'chats.json',
      'documents.json',
      'trials.json',
      'reviews.json',
      'recordings.json',
      'payments.json',
    ])
      expect(entries.has(name), name).toBe(true);

    const all = [...entries.values()].map((bytes) => bytes.toString('utf8')).join('\n');
    expect(all).toContain('OWNER-7731');
    expect(all).not.toContain('STRANGER-4410');
    // Secrets stay out: the password hash, the provider's card reference.
    expect(all).not.toMatch(/argon2|passwordHash|providerCardId|apiKeyEncrypted/);

    const profile = JSON.parse(entries.get('profile.json')!.toString());
    expect(profile.profile).toMatchObject({ username: owner.body.username, email: owner.body.email });
    expect(entries.get(profile.profile.profileImage)).toEqual(tinyPng());

    const [chat] = JSON.parse(entries.get('chats.json')!.toString());
    expect(chat.questionResponses[0].question).toBe('My deposit OWNER-7731');
    expect(chat.messages.map((x: { message: string }) => x.message)).toEqual([
      'Can they keep it? OWNER-7731',
      'Not without an itemised list.',
    ]);
    expect(entries.get(chat.attachments[0].file)!.toString()).toBe('Chat notes OWNER-7731');
    expect(chat.attachments[0]).not.toHaveProperty('storageKey');

    const [trial] = JSON.parse(entries.get('trials.json')!.toString());
    expect(trial.caseDescription).toBe(CASE.caseDescription);
    expect(entries.get(trial.files[0].file)!.toString()).toBe('Trial evidence OWNER-7731');

    const paid = JSON.parse(entries.get('payments.json')!.toString());
    expect(paid.payments).toEqual([expect.objectContaining({ id: owner.paymentId, status: 'COMPLETED' })]);
    expect(paid.cards).toEqual([expect.objectContaining({ cardholderName: 'Ada Lovelace' })]);
    expect(paid.credits.map((c: { reason: string }) => c.reason)).toContain('purchase');

    // Only its owner can download it.
    const notTheirs = await stranger.as({ method: 'GET', url: `/api/v1/account/export/${job.id}/file` });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.body).not.toContain('PK');
    expect(
      (await asUser(t.app, null)({ method: 'GET', url: `/api/v1/account/export/${job.id}/file` })).statusCode,
    ).toBe(401);
    expect((await stranger.as({ method: 'GET', url: '/api/v1/account/export' })).json().export).toBeNull();
  }, 60_000);

  it('deletes an archive past its expiry, which then cannot be downloaded', async () => {
    const { session, as } = await aFullAccount('EXPIRY');
    const jobId = await exported(session);
    const key = await archiveKey(jobId);
    expect(await t.app.ctx.storage.read(key)).toBeDefined();
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    await t.db
      .update(jobs)
      .set({ result: { ...(row!.result as object), expiresAt: new Date(Date.now() - 1000).toISOString() } })
      .where(eq(jobs.id, jobId));

    const latest = (await as({ method: 'GET', url: '/api/v1/account/export' })).json().export;
    expect(latest).toMatchObject({ size: null, expiresAt: null, job: { id: jobId, status: 'succeeded' } });
    expect(await t.app.ctx.storage.read(key)).toBeUndefined();
    const file = await as({ method: 'GET', url: `/api/v1/account/export/${jobId}/file` });
    expect(file.statusCode).toBe(404);
    expect(file.json().message).toBe(m.exportExpired);
  }, 60_000);

  it('prepares three archives a day, then answers 429 and starts nothing', async () => {
    const { session, as } = await aFullAccount('LIMIT');
    for (let i = 0; i < 3; i++) await exported(session);
    const refused = await as({ method: 'POST', url: '/api/v1/account/export' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You have prepared several archives today\. Please wait \d+ seconds/,
    );
    const made = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.userId, session.user.id), eq(jobs.kind, ACCOUNT_EXPORT_JOB)));
    expect(made).toHaveLength(3);
  }, 60_000);
});

describe('DELETE /account', () => {
  it('asks for the password, then erases everything but the payments, which stay without the person', async () => {
    const victim = await aFullAccount('ERASE-5521');
    const id = victim.session.user.id;
    const archive = await archiveKey(await exported(victim.session));
    const admin = await loginAdmin(t.app);
    // An admin's earlier edit put the person's details in the audit log.
    const edited = await asUser(
      t.app,
      admin,
    )({
      method: 'PUT',
      url: `/api/v1/users/${id}`,
      payload: {
        name: 'Erin Erasable',
        email: victim.body.email,
        username: victim.body.username,
        role: 'user',
        isActive: true,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const keys = [
      archive,
      ...(
        await t.db
          .select({ key: chatAttachments.storageKey })
          .from(chatAttachments)
          .where(eq(chatAttachments.chatId, victim.chatId))
      ).map((r) => r.key),
      ...(
        await t.db
          .select({ key: trialFiles.storageKey })
          .from(trialFiles)
          .innerJoin(trials, eq(trials.id, trialFiles.trialId))
          .where(eq(trials.userId, id))
      ).map((r) => r.key),
    ];
    expect(keys).toHaveLength(3);

    const wrong = await victim.as({
      method: 'DELETE',
      url: '/api/v1/account',
      payload: { password: 'not-it' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(m.wrongPassword);
    const empty = await victim.as({ method: 'DELETE', url: '/api/v1/account', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect((await victim.as({ method: 'GET', url: '/api/v1/auth/profile' })).statusCode).toBe(200);
    expect(await t.db.select().from(chats).where(eq(chats.userId, id))).toHaveLength(1);

    const deleted = await victim.as({
      method: 'DELETE',
      url: '/api/v1/account',
      payload: { password: victim.body.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: m.deleted });

    // Signed out everywhere, and the password no longer signs in.
    expect((await victim.as({ method: 'GET', url: '/api/v1/auth/profile' })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: victim.body.username, password: victim.body.password },
    });
    expect(again.statusCode).toBe(401);

    expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await t.db.select().from(chats).where(eq(chats.userId, id))).toEqual([]);
    expect(await t.db.select().from(trials).where(eq(trials.userId, id))).toEqual([]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, victim.body.email))).toEqual([]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, victim.paymentId));
    expect(payment).toMatchObject({ userId: null, status: 'COMPLETED' });
    expect(payment!.amount).toBeGreaterThan(0);

    await t.app.ctx.tasks.drain();
    for (const key of keys) expect(await t.app.ctx.storage.read(key), key).toBeUndefined();

    // The audit keeps who did what, and when, but nothing of the person.
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['update', admin.user.id],
      ['delete-own-account', null],
    ]);
    expect(entries[0]!.changes).toEqual({ erased: true });
    const audit = JSON.stringify(await t.db.select().from(auditLog));
    for (const personal of [victim.body.email, victim.body.username, 'Erin Erasable'])
      expect(audit).not.toContain(personal);
  }, 90_000);

  it('refuses the only administrator, and changes nothing', async () => {
    const admin = await loginAdmin(t.app);
    const refused = await asUser(
      t.app,
      admin,
    )({
      method: 'DELETE',
      url: '/api/v1/account',
      payload: { password: 'Admin#Pass-2026' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.lastAdmin);
    expect(await t.db.select().from(users).where(eq(users.id, admin.user.id))).toHaveLength(1);
  });
});
