import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  libraryImportEventSchema,
  type LibraryImport,
  type LibraryImportEvent,
} from '@amicus/contract/library/admin-schemas';
import { auditLog, librarySections, librarySources } from '../../db/schema/index';
import { createAccount, signIn } from '../../../test/admin-fixtures';
import { listen, openStream } from '../../../test/event-stream-client';
import { dcTitleFiles, tarGz, zipOf } from '../../../test/library-upload-fixtures';
import { openImportInput } from '../../domain/library/import/import-input';
import { importLibrary } from '../../domain/library/import/import-library';
import { recordCommandLineImport } from '../../domain/library/import/record-cli-import';
import { multipartBody } from '../../../test/trial-documents';
import { asUser, createTestApp, loginAdmin, type Session, type TestApp } from '../../../test/test-app';

const SECTIONS = 300;

let t: TestApp;
let admin: Session;
let user: Session;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: '50', LIBRARY_IMPORT_MAX_MB: '1' } });
  admin = await loginAdmin(t.app);
  user = await signIn(t.app, await createAccount(t.app, admin));
  baseUrl = await listen(t.app);
});
afterAll(() => t.close());

type File = { name: string; bytes: Buffer };

async function upload(session: Session, files: File[], fields: Record<string, string> = {}) {
  const { payload, headers } = await multipartBody(
    fields,
    files.map((file) => ({ ...file, field: 'files' })),
  );
  return asUser(t.app, session)({ method: 'POST', url: '/api/v1/admin/library/imports', headers, payload });
}

/** Follows an import's events to its end, as the admin screen does. */
async function follow(jobId: number): Promise<LibraryImportEvent[]> {
  const stream = await openStream<LibraryImportEvent>(baseUrl, `/admin/library/imports/${jobId}/events`, {
    token: admin.token,
    schema: libraryImportEventSchema,
  });
  expect(stream.status).toBe(200);
  return stream.finished;
}

async function importAndFollow(files: File[], fields: Record<string, string> = {}) {
  const response = await upload(admin, files, fields);
  expect(response.statusCode, response.body).toBe(202);
  const { jobId } = response.json() as { jobId: number };
  const events = await follow(jobId);
  return { jobId, events, last: events.at(-1)!.import };
}

/** The sources these tests import: every library also holds the Amicus guides and problem index, seeded at start-up. */
const sources = async () =>
  (
    (await asUser(t.app, admin)({ method: 'GET', url: '/api/v1/admin/library/sources' })).json().sources as {
      key: string;
      id: number;
      title: string;
      jurisdiction: string;
      asOf: string | null;
      enabled: boolean;
      sectionCount: number;
      updatedAt: string;
    }[]
  ).filter((source) => !source.key.startsWith('guide-') && !source.key.startsWith('problems-'));

/** Files (not folders) the store still holds of uploads. */
const storedUploads = async () =>
  (
    await fs
      .readdir(path.join(t.config.dataDir, 'files', 'library-imports'), {
        recursive: true,
        withFileTypes: true,
      })
      .catch(() => [])
  ).filter((entry) => entry.isFile()).length;
const tempUploads = async () =>
  (await fs.readdir(t.config.uploads.tempDir).catch(() => [])).filter((n) => n.startsWith('library')).length;

describe('POST /admin/library/imports', () => {
  it('imports an uploaded D.C. Code tarball as a job with progress, and answers its counts', async () => {
    const archive = await tarGz(dcTitleFiles(SECTIONS));
    const { events, last } = await importAndFollow([{ name: 'dc-title-42.tar.gz', bytes: archive }], {
      jurisdiction: 'US-DC',
      format: 'auto',
      asOf: '2025-01-31',
    });
    expect(last.status, last.error ?? '').toBe('succeeded');
    expect(last.result).toMatchObject({
      read: SECTIONS,
      added: SECTIONS,
      changed: 0,
      unchanged: 0,
      withdrawn: 0,
      failed: 0,
      format: 'open-law-xml',
      failures: [],
    });
    expect(last.files).toEqual(['dc-title-42.tar.gz']);
    expect(last.via).toBe('upload');
    // Progress the screen shows while it runs: a percentage and the counts so far.
    const running = events.filter((e) => e.import.status === 'running').map((e) => e.import);
    expect(running.length).toBeGreaterThan(0);
    expect(running.some((job) => job.progress > 0 && job.progress < 100)).toBe(true);
    expect(last.stage).toBe(`${SECTIONS} sections read: ${SECTIONS} added, 0 changed, 0 unchanged, 0 failed`);

    const [source] = await sources();
    expect(source).toMatchObject({
      title: 'Code of the District of Columbia',
      jurisdiction: 'US-DC',
      asOf: '2025-01-31',
      enabled: true,
      sectionCount: SECTIONS,
    });
    // The upload is gone from the store and the temporary folder once the job has settled.
    expect(await storedUploads()).toBe(0);
    expect(await tempUploads()).toBe(0);
    // The write is audited, by the admin who uploaded it.
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'library_source'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: admin.user.id,
      action: 'import',
      entityId: String(source!.id),
    });
  });

  it('re-importing the same law as a zip changes nothing and counts every section unchanged', async () => {
    const { last } = await importAndFollow([{ name: 'again.zip', bytes: zipOf(dcTitleFiles(SECTIONS)) }], {
      jurisdiction: 'US-DC',
      asOf: '2025-01-31',
    });
    expect(last.status, last.error ?? '').toBe('succeeded');
    expect(last.result).toMatchObject({
      read: SECTIONS,
      added: 0,
      changed: 0,
      unchanged: SECTIONS,
      failed: 0,
    });
  });

  it('imports loose section files, with a failure named per malformed file and the rest kept', async () => {
    const loose = Object.entries(dcTitleFiles(SECTIONS))
      .filter(([name]) => name.includes('/sections/'))
      .map(([name, text]) => ({ name: path.posix.basename(name), bytes: Buffer.from(text) }));
    loose.push({
      name: '42-3599.01.xml',
      bytes: Buffer.from('<section xmlns="https://code.dccouncil.us/schemas/dc-library"><num>'),
    });
    const { last } = await importAndFollow(loose, { jurisdiction: 'US-DC', asOf: '2025-01-31' });
    expect(last.status, last.error ?? '').toBe('succeeded');
    // Without the title's index the sections keep the chapter they had: none changed, none lost.
    expect(last.result).toMatchObject({
      read: SECTIONS + 1,
      added: 0,
      changed: 0,
      unchanged: SECTIONS,
      withdrawn: 0,
      failed: 1,
    });
    expect(last.result!.failures).toEqual([
      { file: '42-3599.01.xml', reason: expect.stringMatching(/^is not well-formed XML/) },
    ]);
    expect(last.files).toHaveLength(SECTIONS + 1);
  });

  it('fails a broken archive with a message naming it, and leaves the library as it was', async () => {
    const before = await sources();
    const { last } = await importAndFollow([
      { name: 'broken.tar.gz', bytes: Buffer.from('not a tarball at all') },
    ]);
    expect(last.status).toBe('failed');
    expect(last.error).toBe('Nothing was imported: broken.tar.gz is not a readable archive.');
    expect(last.result).toBeNull();
    expect(await sources()).toEqual(before);
    expect(await storedUploads()).toBe(0);
  });

  it('fails input of which no section can be read, naming the file, and withdraws nothing', async () => {
    const before = await sources();
    const bad = zipOf({
      'titles/42/sections/42-3501.01.xml':
        '<section xmlns="https://code.dccouncil.us/schemas/dc-library"><num>42-3501.01</num><heading>Broken',
    });
    const { last } = await importAndFollow([{ name: 'bad.zip', bytes: bad }]);
    expect(last.status).toBe('failed');
    expect(last.error).toMatch(
      /^Nothing was imported: titles\/42\/sections\/42-3501\.01\.xml is not well-formed XML/,
    );
    expect(await sources()).toEqual(before);
    const live = await t.db
      .select({ id: librarySections.id })
      .from(librarySections)
      .where(and(isNull(librarySections.withdrawnAt), eq(librarySections.sourceId, before[0]!.id)));
    expect(live.length).toBe(before[0]!.sectionCount);
  });

  it('fails files in no known format, and a named format that does not exist', async () => {
    const unknown = await importAndFollow([
      { name: 'notes.xml', bytes: Buffer.from('<notes><note>hi</note></notes>') },
    ]);
    expect(unknown.last.status).toBe('failed');
    expect(unknown.last.error).toMatch(
      /^Nothing was imported: notes\.xml is in no format the library can import/,
    );

    const named = await importAndFollow([{ name: 'x.zip', bytes: zipOf(dcTitleFiles(1)) }], {
      format: 'akoma-ntoso',
    });
    expect(named.last.status).toBe('failed');
    expect(named.last.error).toMatch(
      /Unknown format "akoma-ntoso"\. Known formats: uslm, open-law-xml, document/,
    );
  });

  it('answers 400 without a file, 400 naming a bad field, 415 for another file type, 413 past the limit', async () => {
    const none = await upload(admin, [], { jurisdiction: 'US-DC' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/^Choose an archive/);

    const badField = await upload(admin, [{ name: 'a.zip', bytes: zipOf(dcTitleFiles(1)) }], {
      jurisdiction: 'Narnia',
    });
    expect(badField.statusCode).toBe(400);
    expect(badField.json().message).toMatch(/jurisdiction/i);
    const badDate = await upload(admin, [{ name: 'a.zip', bytes: zipOf(dcTitleFiles(1)) }], {
      asOf: '2025-02-30x',
    });
    expect(badDate.statusCode).toBe(400);

    const exe = await upload(admin, [{ name: 'setup.exe', bytes: Buffer.from('MZ') }]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toContain('“setup.exe”');

    const mixed = await upload(admin, [
      { name: 'a.zip', bytes: zipOf(dcTitleFiles(1)) },
      { name: 'b.xml', bytes: Buffer.from('<x/>') },
    ]);
    expect(mixed.statusCode).toBe(400);

    const huge = await upload(admin, [{ name: 'big.tar', bytes: Buffer.alloc(1024 * 1024 + 10) }]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The upload is larger than the 1 MB an import may be.');
    expect(await tempUploads()).toBe(0);
    expect(await storedUploads()).toBe(0);
  });

  it('answers 403 to a user, before reading the upload', async () => {
    const response = await upload(user, [{ name: 'a.zip', bytes: zipOf(dcTitleFiles(1)) }]);
    expect(response.statusCode).toBe(403);
    for (const url of [
      '/api/v1/admin/library/sources',
      '/api/v1/admin/library/imports',
      '/api/v1/admin/library/embeddings',
    ]) {
      expect((await asUser(t.app, user)({ method: 'GET', url })).statusCode).toBe(403);
    }
  });
});

describe('GET /admin/library/imports', () => {
  it('lists the latest imports, newest first, with their status and report', async () => {
    const response = await asUser(t.app, admin)({ method: 'GET', url: '/api/v1/admin/library/imports' });
    expect(response.statusCode).toBe(200);
    const imports = response.json().imports as LibraryImport[];
    expect(imports.length).toBeGreaterThanOrEqual(6);
    expect(imports.length).toBeLessThanOrEqual(10);
    expect(imports.map((i) => i.id)).toEqual([...imports.map((i) => i.id)].sort((a, b) => b - a));
    const first = imports.find((i) => i.files[0] === 'dc-title-42.tar.gz')!;
    expect(first).toMatchObject({ status: 'succeeded', jurisdiction: 'US-DC', asOf: '2025-01-31' });
    expect(first.result?.added).toBe(SECTIONS);
    expect(imports.find((i) => i.files[0] === 'broken.tar.gz')).toMatchObject({
      status: 'failed',
      result: null,
    });
    const one = await asUser(
      t.app,
      admin,
    )({ method: 'GET', url: `/api/v1/admin/library/imports/${first.id}` });
    expect(one.json().import.id).toBe(first.id);
  });

  it('lists an import run from the command line beside the uploads, failed ones too', async () => {
    const dir = await fs.mkdtemp(path.join(t.config.dataDir, 'cli-import-'));
    for (const [name, text] of Object.entries(dcTitleFiles(2))) {
      await fs.mkdir(path.dirname(path.join(dir, 'dc', name)), { recursive: true });
      await fs.writeFile(path.join(dir, 'dc', name), text);
    }
    const target = path.join(dir, 'dc');
    const { input, dispose } = await openImportInput(target);
    const report = await importLibrary(t.db, input, { jurisdiction: 'US-DC' });
    await dispose();
    const startedAt = new Date();
    await recordCommandLineImport(t.db, {
      target,
      options: { jurisdiction: 'US-DC' },
      startedAt,
      outcome: { report },
    });
    await recordCommandLineImport(t.db, {
      target: path.join(dir, 'missing.tar.gz'),
      options: {},
      startedAt,
      outcome: { error: 'missing.tar.gz does not exist' },
    });

    const imports = (
      await asUser(t.app, admin)({ method: 'GET', url: '/api/v1/admin/library/imports' })
    ).json().imports as LibraryImport[];
    expect(imports[1]).toMatchObject({
      via: 'command-line',
      files: ['dc'],
      status: 'succeeded',
      jurisdiction: 'US-DC',
      result: { read: 2, format: 'open-law-xml' },
    });
    expect(imports[0]).toMatchObject({
      via: 'command-line',
      files: ['missing.tar.gz'],
      status: 'failed',
      error: 'missing.tar.gz does not exist',
      result: null,
    });
    // No runner ever takes them up.
    await t.app.ctx.jobs.tick();
    const again = (
      await asUser(t.app, admin)({ method: 'GET', url: `/api/v1/admin/library/imports/${imports[1]!.id}` })
    ).json();
    expect(again.import.status).toBe('succeeded');
  });

  it('answers 404 for a job that is not an import', async () => {
    const response = await asUser(
      t.app,
      admin,
    )({ method: 'GET', url: '/api/v1/admin/library/imports/999999' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /admin/library/embeddings', () => {
  it('says search by meaning is off when no embedding provider is configured', async () => {
    const response = await asUser(t.app, admin)({ method: 'GET', url: '/api/v1/admin/library/embeddings' });
    expect(response.statusCode).toBe(200);
    expect(response.json().embeddings).toEqual({
      state: 'off',
      model: null,
      reason: null,
      embedded: 0,
      total: 0,
      job: null,
    });
  });
});

describe('PATCH and DELETE /admin/library/sources/{id}', () => {
  it('disables and enables a source, audited', async () => {
    const [source] = await sources();
    const off = await asUser(
      t.app,
      admin,
    )({
      method: 'PATCH',
      url: `/api/v1/admin/library/sources/${source!.id}`,
      payload: { enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().source).toMatchObject({ enabled: false, sectionCount: source!.sectionCount });
    expect((await sources())[0]!.enabled).toBe(false);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'library_source'), eq(auditLog.action, 'update')));
    expect(audit!.changes).toMatchObject({ enabled: { from: true, to: false } });

    const bad = await asUser(
      t.app,
      admin,
    )({
      method: 'PATCH',
      url: `/api/v1/admin/library/sources/${source!.id}`,
      payload: { enabled: 'no' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes a source with its sections, audited, then answers 404', async () => {
    const [source] = await sources();
    const url = `/api/v1/admin/library/sources/${source!.id}`;
    const response = await asUser(t.app, admin)({ method: 'DELETE', url });
    expect(response.statusCode).toBe(200);
    expect(await sources()).toEqual([]);
    expect(await t.db.select().from(librarySections).where(eq(librarySections.sourceId, source!.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(librarySources).where(eq(librarySources.id, source!.id))).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'library_source'), eq(auditLog.action, 'delete')));
    expect(audit!.entityId).toBe(String(source!.id));
    expect((await asUser(t.app, admin)({ method: 'DELETE', url })).statusCode).toBe(404);
    expect(
      (await asUser(t.app, admin)({ method: 'PATCH', url, payload: { enabled: true } })).statusCode,
    ).toBe(404);
  });
});
