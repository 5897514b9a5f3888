import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '@amicus/contract/jobs/schemas';
import type { Trial, TrialFile } from '@amicus/contract/trials/schemas';
import { dismissToast } from '@/components/ui/use-toast';
import { useSessionStore } from '@/lib/session-store';
import { fakeJwt, publicUser, startFakeApi, type FakeApi, type FakeRequest } from '@/test/fake-api-server';
import { renderRoute } from '@/test/render-route';
import { TrialAnalysisPage } from './trial-analysis-page';

const TRIAL_ID = 6;
const JOB_ID = 11;
const REPORT = '# Mock Trial Analysis\n\n## Likely outcome\n\nThe deposit comes back.';

const file = (id: number, fileName: string, sides: TrialFile['sides']): TrialFile => ({
  id,
  side: sides[0]!,
  sides,
  fileName,
  mimeType: 'text/plain',
  size: 120,
  url: `/trials/${TRIAL_ID}/files/${id}`,
  hasText: true,
  createdAt: '2026-01-15T10:00:00.000Z',
});

/** A trial with an earlier report (COMPLETED) and the note sent with the case. */
const initialTrial = (): Trial => ({
  id: TRIAL_ID,
  userId: 7,
  status: 'COMPLETED',
  createdAt: '2026-01-15T10:00:00.000Z',
  updatedAt: '2026-01-15T10:00:00.000Z',
  summary: null,
  caseAnalysis: null,
  analysis: '# Mock Trial Analysis\n\nAn earlier report.',
  analysisSources: null,
  analysisCitationCheck: null,
  failureReason: null,
  caseData: {
    caseDescription: 'My landlord kept my deposit.',
    role: 'plaintiff',
    state: 'CA',
    country: 'US',
  },
  filesUrl: [],
  files: [file(1, 'notes.txt', ['case'])],
  fileCount: 1,
});

const job = (overrides: Partial<Job> = {}): Job => ({
  id: JOB_ID,
  kind: 'trial-analysis',
  status: 'running',
  progress: 40,
  stage: 'Writing the analysis',
  attempts: 1,
  cancelRequested: false,
  error: null,
  result: null,
  createdAt: '2026-01-15T10:00:00.000Z',
  updatedAt: '2026-01-15T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

let server: FakeApi;
let trial: Trial;
let answer: (request: FakeRequest) => ReturnType<Parameters<typeof startFakeApi>[0]>;

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().signIn(fakeJwt(900), publicUser(), true);
  trial = initialTrial();
  answer = () => undefined;
  server = await startFakeApi((request) =>
    request.method === 'GET' && request.path === `/api/v1/trials/${TRIAL_ID}`
      ? { body: { success: true, trial } }
      : answer(request),
  );
});
afterEach(async () => {
  cleanup();
  dismissToast();
  await server.close();
});

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the trial analysis page', () => {
  it('lists each side’s analysed files under its card once the analysis is done, a file both gave under both', async () => {
    answer = (request) => {
      if (request.method === 'POST' && request.path === '/api/v1/trials/analyze') {
        // What the server stores: the plaintiff's lease, the defendant's reply, and photos both sides gave.
        trial = {
          ...trial,
          files: [
            ...trial.files,
            file(2, 'lease.txt', ['plaintiff']),
            file(3, 'photos.txt', ['plaintiff', 'defendant']),
            file(4, 'reply.txt', ['defendant']),
          ],
        };
        return { status: 202, body: { success: true, jobId: JOB_ID } };
      }
      if (request.path === `/api/v1/jobs/${JOB_ID}`) return { body: { success: true, job: job() } };
      if (request.path === `/api/v1/jobs/${JOB_ID}/events`)
        return {
          events: [
            { job: job() },
            {
              job: job({
                status: 'succeeded',
                progress: 100,
                result: { success: true, analysis: REPORT, notices: [] },
              }),
            },
          ],
          eventDelayMs: 200,
        };
      return undefined;
    };
    renderRoute(`/user/trial/analysis?trialId=${TRIAL_ID}`, <TrialAnalysisPage />);
    await screen.findByText('My landlord kept my deposit.');
    expect(screen.queryByRole('list', { name: 'Plaintiff files analyzed' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Generate Analysis' }));
    expect(await screen.findByRole('heading', { name: 'Likely outcome' })).toBeInTheDocument();

    const plaintiff = await screen.findByRole('list', { name: 'Plaintiff files analyzed' });
    expect(names(plaintiff)).toEqual([
      expect.stringMatching(/^lease\.txtPlaintiff/),
      expect.stringMatching(/^photos\.txtPlaintiffDefendant/),
    ]);
    const defendant = screen.getByRole('list', { name: 'Defendant files analyzed' });
    expect(names(defendant)).toEqual([
      expect.stringMatching(/^photos\.txtPlaintiffDefendant/),
      expect.stringMatching(/^reply\.txtDefendant/),
    ]);
    // The case's own file stays where it was, and only there.
    expect(names(screen.getByRole('list', { name: 'Submitted with the case' }))).toEqual([
      expect.stringMatching(/^notes\.txtCase/),
    ]);
  });

  it('says the analysis is running while a job runs, not “Completed” for the earlier report', async () => {
    let finish = false;
    answer = (request) => {
      if (request.path === `/api/v1/jobs/${JOB_ID}`) return { body: { success: true, job: job() } };
      if (request.path === `/api/v1/jobs/${JOB_ID}/events`)
        return {
          events: finish
            ? [
                {
                  job: job({
                    status: 'succeeded',
                    progress: 100,
                    result: { success: true, analysis: REPORT, notices: [] },
                  }),
                },
              ]
            : [{ job: job() }],
          eventDelayMs: 0,
        };
      return undefined;
    };
    // Loaded again mid-way: the job is in the address.
    renderRoute(`/user/trial/analysis?trialId=${TRIAL_ID}&job=${JOB_ID}`, <TrialAnalysisPage />);
    const brief = await screen.findByRole('region', { name: 'Case' });
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
    const badge = brief.querySelector('[data-status]')!;
    expect(badge).toHaveTextContent('Analyzing...');
    expect(badge).toHaveAttribute('data-status', 'ANALYZING');

    finish = true;
    expect(await screen.findByRole('heading', { name: 'Likely outcome' })).toBeInTheDocument();
    await waitFor(() => expect(brief.querySelector('[data-status]')).toHaveTextContent('Completed'));
    expect(brief.querySelector('[data-status]')).toHaveAttribute('data-status', 'COMPLETED');
  });
});
