import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordingAnalysis } from '@amicus/contract/recordings/analysis';
import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import type { RecordingDetail } from '@amicus/contract/recordings/schemas';
import { createLlm } from '../../adapters/llm/create-llm';
import { categories, librarySections, llmSettings, recordingAnalyses } from '../../db/schema/index';
import { makeAudioFixtures, type AudioFixtures } from '../../../test/audio-fixtures';
import { seedDcCodeSections } from '../../../test/dc-code-corpus';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import {
  DEFAULT_FAKE_SEGMENTS,
  startFakeTranscriptionServer,
  type FakeTranscriptionServer,
} from '../../../test/fake-transcription-server';
import { followJob, uploadRecording } from '../../../test/recording-requests';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';
import { useOfflineModel } from '../../../test/trial-requests';
import { ANALYSIS_REQUEST } from './analysis/analysis-prompt';
import { describeWithCorpora } from '../../../test/corpora';

// Real sections of the D.C. Code (test/corpora.ts): skipped, saying so, where the corpora are absent.
describeWithCorpora('recording analyses with real D.C. Code sections', () => {
  /** A tenant in Washington, DC tells of a deposit kept: a date, an amount, and words of the Code's own rule. */
  const TENANT_SEGMENTS = [
    { start: 0, end: 4.2, text: ' I rented an apartment in Washington DC for two years.' },
    { start: 4.2, end: 9.8, text: ' I moved out on March 3 and gave back the keys.' },
    { start: 9.8, end: 15.5, text: ' My landlord kept my security deposit of $1,200.' },
    {
      start: 15.5,
      end: 21,
      text: ' He says the carpet was damaged, but that was only ordinary wear and tear.',
    },
    { start: 21, end: 25, text: ' He never wrote to me to explain why.' },
  ];
  const DC = { country: 'USA', state: 'Washington, DC' };
  /** Real sections: the deposit rule, two other parts of the rental housing law, and a wage law. */
  const SECTIONS = ['42-3502.17', '42-3502.12', '42-3505.01', '32-1303'];

  let audio: AudioFixtures;
  let webm: string;
  let stt: FakeTranscriptionServer;
  let llm: FakeOpenAi;
  let t: TestApp;
  let offline: Session;
  let hosted: Session;
  let stranger: Session;
  let housingId: number;

  beforeAll(async () => {
    audio = await makeAudioFixtures();
    webm = await audio.convert('webm');
    stt = await startFakeTranscriptionServer();
    stt.segments = TENANT_SEGMENTS;
    llm = await startFakeOpenAi();
    t = await createTestApp({
      env: {
        JOBS_POLL_MS: '50',
        // Enough for every analysis the file runs (metering has its own tests).
        SIGNUP_CREDITS: '1000',
        STT_PROVIDER: 'openai-compatible',
        STT_BASE_URL: stt.baseUrl,
        STT_MODEL: 'whisper-1',
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: llm.baseUrl,
        LLM_MODEL: 'fake',
        LLM_API_KEY: 'k',
      },
      adapters: { llm: createLlm({ offlineChunkDelayMs: 0 }) },
    });
    await seedDcCodeSections(t.db, SECTIONS);
    [offline, hosted, stranger] = [
      await signUpAndLogin(t.app),
      await signUpAndLogin(t.app),
      await signUpAndLogin(t.app),
    ];
    await useOfflineModel(t.db, offline.user.id);
    const [housing] = await t.db.select().from(categories).where(eq(categories.slug, 'housing'));
    housingId = housing!.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await llm?.close();
    await stt?.close();
    await audio?.remove();
  });
  beforeEach(() => {
    stt.segments = TENANT_SEGMENTS;
    llm.configure({});
  });

  const as = (session: Session) => asUser(t.app, session);

  const recordingOf = async (session: Session, id: number): Promise<RecordingDetail> =>
    (await as(session)({ method: 'GET', url: `/api/v1/recordings/${id}` })).json().recording;

  /** Uploads the test audio and, unless told not to, transcribes it (the fake hears TENANT_SEGMENTS). */
  async function newRecording(session: Session, { transcribe = true } = {}): Promise<number> {
    const uploaded = await uploadRecording(t.app, session, { path: webm });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = uploaded.json().recording.id as number;
    if (transcribe) {
      const started = await as(session)({ method: 'POST', url: `/api/v1/recordings/${id}/transcribe` });
      expect(started.statusCode, started.body).toBe(202);
      const { job } = await followJob(t.app, session, started.json().jobId);
      expect(job.status, job.error ?? '').toBe('succeeded');
    }
    return id;
  }

  const analyzeRequest = (session: Session, id: number, body: unknown = DC) =>
    as(session)({ method: 'POST', url: `/api/v1/recordings/${id}/analyze`, payload: body as object });

  async function analyse(session: Session, id: number, body: unknown = { ...DC, categoryId: housingId }) {
    const started = await analyzeRequest(session, id, body);
    expect(started.statusCode, started.body).toBe(202);
    const jobId = started.json().jobId as number;
    expect(started.headers.location).toBe(`/api/v1/jobs/${jobId}`);
    return { jobId, ...(await followJob(t.app, session, jobId)) };
  }

  const segmentTimes = (n: number) => ({
    startMs: TENANT_SEGMENTS[n - 1]!.start * 1000,
    endMs: TENANT_SEGMENTS[n - 1]!.end * 1000,
  });

  describe('POST /recordings/{id}/analyze, offline', () => {
    let id: number;
    let analysis: RecordingAnalysis;
    beforeAll(async () => {
      id = await newRecording(offline);
      const { job } = await analyse(offline, id);
      expect(job.status, job.error ?? '').toBe('succeeded');
      expect(job).toMatchObject({ kind: 'recording-analysis', progress: 100 });
      const recording = await recordingOf(offline, id);
      expect(recording).toMatchObject({ analysisJobId: job.id, analysisError: null });
      analysis = recording.analysis!;
    }, 60_000);

    it('cites a real § 42-3502 passage the library holds, with a clean citation check', async () => {
      expect(analysis).toMatchObject({ writtenBy: 'offline', lawFound: true, stale: false, ...DC });
      const deposit = analysis.sources.find((s) => s.citation.startsWith('D.C. Code § 42-3502.17'));
      expect(deposit, JSON.stringify(analysis.sources.map((s) => s.citation))).toBeDefined();
      const [held] = await t.db
        .select()
        .from(librarySections)
        .where(eq(librarySections.id, deposit!.sectionId));
      expect(held!.number).toBe('42-3502.17');
      expect(deposit).toMatchObject({ jurisdiction: 'US-DC', asOf: '2024-10-20' });
      // The wage law in the same library is not a housing matter.
      expect(analysis.sources.some((s) => s.citation.includes('32-1303'))).toBe(false);

      const issue = analysis.issues.find((i) => i.text.includes(`[${deposit!.n}]`));
      expect(issue, JSON.stringify(analysis.issues)).toBeDefined();
      expect(issue!.text).toContain(deposit!.citation);
      // Quoting the transcript sentence that matched the rule, timed as its segment.
      expect(issue!.quote).toEqual({ n: 4, ...segmentTimes(4), text: TENANT_SEGMENTS[3]!.text.trim() });
      expect(analysis.citationCheck.issues).toEqual([]);
      expect(analysis.citationCheck.supported).toBe(analysis.citationCheck.markers);
      expect(analysis.citationCheck.markers).toBeGreaterThan(0);
      expect(analysis.droppedQuotes).toBe(0);
    });

    it('lists the date and the amount said, with the times of the words quoted', async () => {
      const recording = await recordingOf(offline, id);
      const created = new Date(recording.createdAt);
      const year = created.getMonth() > 2 ? created.getFullYear() : created.getFullYear() - 1;
      expect(analysis.facts).toEqual([
        {
          text: 'I moved out on March 3 and gave back the keys.',
          when: 'March 3',
          isoDate: `${year}-03-03`,
          quote: { n: 2, ...segmentTimes(2), text: 'I moved out on March 3 and gave back the keys.' },
        },
        {
          text: 'My landlord kept my security deposit of $1,200.',
          when: null,
          isoDate: null,
          quote: { n: 3, ...segmentTimes(3), text: 'My landlord kept my security deposit of $1,200.' },
        },
      ]);
      expect(analysis.summary).toContain('security deposit of $1,200');
      expect(analysis.nextSteps.map((s) => s.text).join(' ')).toContain(deposit(analysis));
    });

    it('says plainly where to look when the library holds no law of the place', async () => {
      const other = await newRecording(offline);
      const { job } = await analyse(offline, other, { country: 'USA', state: 'Montana' });
      expect(job.status, job.error ?? '').toBe('succeeded');
      const result = (await recordingOf(offline, other)).analysis!;
      expect(result.lawFound).toBe(false);
      expect(result.issues).toEqual([{ text: m.offlineNoIssues('Montana, USA'), quote: null }]);
      expect(result.nextSteps.map((s) => s.text).join(' ')).toContain('https://www.lawhelp.org');
      expect(JSON.stringify(result.issues)).not.toMatch(/\[\d+\]/);
      // The date and the amount are facts wherever the user is.
      expect(result.facts).toHaveLength(2);
    });
  });

  /** The first deposit source's citation. */
  const deposit = (analysis: RecordingAnalysis) =>
    analysis.sources.find((s) => s.citation.startsWith('D.C. Code § 42-3502.17'))!.citation;

  describe('POST /recordings/{id}/analyze, with the user’s model', () => {
    it('keeps the true quote with its segment’s times, drops the forged one, and reports the forged [9]', async () => {
      const id = await newRecording(hosted);
      llm.configure({
        reply: (message) =>
          message.includes(ANALYSIS_REQUEST)
            ? '```json\n' +
              JSON.stringify({
                summary: 'A tenant’s landlord kept a $1,200 deposit after they moved out on March 3 [1].',
                facts: [
                  {
                    text: 'The tenant moved out on March 3.',
                    when: 'March 3',
                    // True words, but the model names the wrong segment: the one that holds them is used.
                    quote: { n: 1, text: 'moved out on March 3' },
                  },
                ],
                issues: [
                  {
                    text: 'Withholding a deposit for ordinary wear and tear is barred [1]; the landlord owes triple damages [9].',
                    quote: { n: 3, text: 'kept my security deposit' },
                  },
                  {
                    text: 'The landlord promised to pay double.',
                    quote: { n: 5, text: 'he promised to pay me double the deposit', startMs: 1, endMs: 2 },
                  },
                ],
                nextSteps: ['Write to the landlord asking for the deposit back.'],
              }) +
              '\n```'
            : 'ok',
        chunkDelayMs: 15,
      });
      const { job, seen } = await analyse(hosted, id);
      expect(job.status, job.error ?? '').toBe('succeeded');
      // The stages come in order, and the bar moves while the model writes.
      const order: string[] = [
        m.analysisStageReading,
        m.analysisStageFindingLaw,
        m.analysisStageWriting,
        m.analysisStageChecking,
      ];
      const ranks = seen.flatMap((s) => (s.stage && s.status === 'running' ? [order.indexOf(s.stage)] : []));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(ranks.every((rank) => rank >= 0)).toBe(true);
      expect(
        seen.some((s) => s.stage === m.analysisStageWriting && s.progress > 30 && s.progress < 90),
        JSON.stringify(seen),
      ).toBe(true);
      const analysis = (await recordingOf(hosted, id)).analysis!;

      const prompt = llm.requests.at(-1)!.prompt;
      expect(prompt).toContain('(3) [0:09] My landlord kept my security deposit of $1,200.');
      expect(prompt).toContain('## Sources from the legal library');
      expect(prompt).toMatch(/\[1\] D\.C\. Code § 42-3502\./);

      expect(analysis.writtenBy).toBe('openai-compatible:fake');
      expect(analysis.droppedQuotes).toBe(1);
      expect(analysis.issues[0]!.quote).toEqual({
        n: 3,
        ...segmentTimes(3),
        text: 'kept my security deposit',
      });
      expect(analysis.issues[1]).toEqual({ text: 'The landlord promised to pay double.', quote: null });
      expect(analysis.facts[0]).toMatchObject({
        when: 'March 3',
        quote: { n: 2, ...segmentTimes(2), text: 'moved out on March 3' },
      });
      expect(analysis.facts[0]!.isoDate).toMatch(/^\d{4}-03-03$/);
      expect(analysis.nextSteps).toEqual([
        { text: 'Write to the landlord asking for the deposit back.', quote: null },
      ]);
      expect(analysis.citationCheck.issues).toEqual([
        { kind: 'unknown_source', text: '[9]', n: 9, at: null },
      ]);
    });

    it('fails plainly on an answer that is not an analysis, and keeps the analysis it had', async () => {
      const id = await newRecording(offline);
      expect((await analyse(offline, id)).job.status).toBe('succeeded');
      const before = (await recordingOf(offline, id)).analysis;
      // The same user now asks with the server's (fake) model.
      await t.db.delete(llmSettings).where(eq(llmSettings.userId, offline.user.id));
      llm.configure({ reply: () => 'Sorry, I cannot help with that.' });
      const { job } = await analyse(offline, id);
      expect(job.status).toBe('failed');
      expect(job.error).toBe(m.analysisMalformed);
      const after = await recordingOf(offline, id);
      expect(after.analysisError).toBe(m.analysisMalformed);
      expect(after.analysis).toEqual(before);
      await useOfflineModel(t.db, offline.user.id);
    });
  });

  describe('POST /recordings/{id}/analyze, refused', () => {
    it('answers 404 for another user’s recording, and for none', async () => {
      const id = await newRecording(offline, { transcribe: false });
      const response = await analyzeRequest(stranger, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(m.recordingNotFound);
      expect((await analyzeRequest(stranger, 999_999)).statusCode).toBe(404);
    });

    it('answers 409 without a transcript, with an empty one, or while it is transcribed', async () => {
      const id = await newRecording(offline, { transcribe: false });
      const response = await analyzeRequest(offline, id);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(m.analysisNeedsTranscript);

      stt.segments = [];
      const silent = await newRecording(offline);
      const empty = await analyzeRequest(offline, silent);
      expect(empty.statusCode).toBe(409);
      expect(empty.json().message).toBe(m.analysisTranscriptEmpty);

      // Transcribed, and being transcribed again.
      stt.segments = TENANT_SEGMENTS;
      const again = await newRecording(offline);
      stt.mode = 'hang';
      try {
        const started = await as(offline)({ method: 'POST', url: `/api/v1/recordings/${again}/transcribe` });
        const jobId = started.json().jobId as number;
        const busy = await analyzeRequest(offline, again);
        expect(busy.statusCode).toBe(409);
        expect(busy.json().message).toBe(m.analysisWhileTranscribing);
        await as(offline)({ method: 'POST', url: `/api/v1/jobs/${jobId}/cancel` });
        expect((await followJob(t.app, offline, jobId)).job.status).toBe('cancelled');
      } finally {
        stt.mode = 'transcript';
      }
    });

    it('answers 409 while an analysis is running', async () => {
      const id = await newRecording(hosted);
      llm.configure({ firstChunkDelayMs: 1_500, reply: () => '{"summary": "Slow."}' });
      const first = await analyzeRequest(hosted, id);
      expect(first.statusCode).toBe(202);
      const second = await analyzeRequest(hosted, id);
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(m.alreadyAnalysing);
      expect((await followJob(t.app, hosted, first.json().jobId)).job.status).toBe('succeeded');
    });

    it('answers 400 with the contract’s messages for bad bodies, and starts nothing', async () => {
      const id = await newRecording(offline);
      const cases: [unknown, string][] = [
        [{ state: 'Washington, DC' }, 'Country is required'],
        [{ country: 'USA', state: '  ' }, 'State is required'],
        [{ ...DC, state: 'x'.repeat(101) }, 'State must be at most 100 characters'],
        [{ ...DC, categoryId: 'housing' }, 'Please select a category'],
        [{ ...DC, categoryId: 987_654 }, m.analysisCategoryUnavailable],
      ];
      for (const [body, message] of cases) {
        const response = await analyzeRequest(offline, id, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.body).toContain(message);
      }
      expect((await recordingOf(offline, id)).analysisJobId).toBeNull();
    });
  });

  describe('an analysis and its transcript', () => {
    it('is marked stale when the transcript is edited or transcribed again', async () => {
      const id = await newRecording(offline);
      await analyse(offline, id);
      const edited = await as(offline)({
        method: 'PATCH',
        url: `/api/v1/recordings/${id}/transcript`,
        payload: { segments: [{ n: 3, text: 'My landlord kept my deposit of $1,500.' }] },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().recording.analysis.stale).toBe(true);

      await analyse(offline, id);
      expect((await recordingOf(offline, id)).analysis!.stale).toBe(false);
      stt.segments = DEFAULT_FAKE_SEGMENTS;
      const again = await as(offline)({ method: 'POST', url: `/api/v1/recordings/${id}/transcribe` });
      await followJob(t.app, offline, again.json().jobId);
      expect((await recordingOf(offline, id)).analysis!.stale).toBe(true);
    });

    it('is deleted with its recording', async () => {
      const id = await newRecording(offline);
      await analyse(offline, id);
      const held = () => t.db.select().from(recordingAnalyses).where(eq(recordingAnalyses.recordingId, id));
      expect(await held()).toHaveLength(1);
      const deleted = await as(offline)({ method: 'DELETE', url: `/api/v1/recordings/${id}` });
      expect(deleted.statusCode).toBe(200);
      expect(await held()).toHaveLength(0);
    });
  });
});
