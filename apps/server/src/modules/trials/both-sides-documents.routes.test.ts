import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';
import { multipartBody } from '../../../test/trial-documents';
import {
  analyzeTrialRequest,
  createTrial,
  createTrialTestApp,
  listOwnTrials,
} from '../../../test/trial-requests';

let fake: FakeOpenAi;
let t: TestApp;
let user: Session;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.configure({ reply: () => 'Report.' });
  t = await createTrialTestApp(fake, { SIGNUP_CREDITS: '1000' });
  user = await signUpAndLogin(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const PHOTOS = Buffer.from('Photos of the flat taken on 30 June 2024 show clean carpets in every room.');
const LETTER = Buffer.from('The landlord wrote on 5 July 2024 that the deposit would be kept.');

/** The analysis request with the defendant's files sent before the plaintiff's, as another client might. */
async function analyzeDefendantFirst(trialId: number, name: string, bytes: Buffer) {
  const { payload, headers } = await multipartBody({ trialId: String(trialId) }, [
    { field: 'defendantFiles', name, bytes },
    { field: 'plaintiffFiles', name, bytes },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/trials/analyze',
    headers: { ...headers, authorization: `Bearer ${user.token}` },
    payload,
  });
}

/** The documents the model was given, as their opening tags (id, side, file). */
const documentTags = () => fake.requests.at(-1)!.prompt.match(/<document [^>]*>/g) ?? [];

const filesOf = async (trialId: number) =>
  (await listOwnTrials(t.app, user))
    .find((trial) => trial.id === trialId)!
    .files.map((file) => ({ fileName: file.fileName, sides: file.sides }));

describe('POST /trials/analyze with a document both sides gave', () => {
  it('reads it for each side, every run the same, and stores it once marked as given by both', async () => {
    const trialId = await createTrial(t.app, user);
    const both = [
      '<document id="P1" side="plaintiff" file="photos.txt" type="text file">',
      '<document id="D1" side="defendant" file="photos.txt" type="text file">',
    ];

    const first = await analyzeTrialRequest(t.app, user, trialId, {
      plaintiff: [{ name: 'photos.txt', bytes: PHOTOS }],
      defendant: [{ name: 'photos.txt', bytes: PHOTOS }],
    });
    expect(first.statusCode).toBe(200);
    expect(documentTags()).toEqual(both);
    const report = first.json().analysis as string;
    expect(report).toContain('- **Plaintiff:** “photos.txt” (text file)');
    expect(report).toContain('- **Defendant:** “photos.txt” (text file)');
    expect(await filesOf(trialId)).toEqual([{ fileName: 'photos.txt', sides: ['plaintiff', 'defendant'] }]);

    // The next run, its form in the other order, reads it for both sides again, and stores nothing more.
    const second = await analyzeDefendantFirst(trialId, 'photos.txt', PHOTOS);
    expect(second.statusCode).toBe(200);
    expect(documentTags()).toEqual(both);
    expect(second.json().analysis).toBe(report);
    expect(await filesOf(trialId)).toEqual([{ fileName: 'photos.txt', sides: ['plaintiff', 'defendant'] }]);
  });

  it('marks a document given by one side and later by the other as given by both', async () => {
    const trialId = await createTrial(t.app, user);
    const first = await analyzeTrialRequest(t.app, user, trialId, {
      defendant: [{ name: 'letter.txt', bytes: LETTER }],
    });
    expect(first.statusCode).toBe(200);
    expect(await filesOf(trialId)).toEqual([{ fileName: 'letter.txt', sides: ['defendant'] }]);

    const second = await analyzeTrialRequest(t.app, user, trialId, {
      plaintiff: [{ name: 'their letter.txt', bytes: LETTER }],
    });
    expect(second.statusCode).toBe(200);
    // Read for the side that gave it this time, under the name it was given.
    expect(documentTags()).toEqual([
      '<document id="P1" side="plaintiff" file="their letter.txt" type="text file">',
    ]);
    const [file] = (await listOwnTrials(t.app, user)).find((trial) => trial.id === trialId)!.files;
    expect(file).toMatchObject({ side: 'defendant', sides: ['plaintiff', 'defendant'] });
  });
});
