import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '@amicus/contract/jobs/schemas';
import type { Trial } from '@amicus/contract/trials/schemas';
import { dismissToast } from '@/components/ui/use-toast';
import { useSessionStore } from '@/lib/session-store';
import {
  fakeJwt,
  publicUser,
  startFakeApi,
  type FakeApi,
  type FakeRequest,
  type FakeResponse,
} from '@/test/fake-api-server';
import { renderRoute } from '@/test/render-route';
import { TrialAnalysisPage } from './trial-analysis-page';

const TRIAL_ID = 5;
const JOB_ID = 9;
const REPORT = '# Mock Trial Analysis\n\n## Likely outcome\n\nThe deposit comes back.';

const trial: Trial = {
  id: TRIAL_ID,
  userId: 7,
  status: 'COMPLETED',
  createdAt: '2026-01-15T10:00:00.000Z',
  updatedAt: '2026-01-15T10:00:00.000Z',
  summary: 'A deposit dispute.',
  caseAnalysis: null,
  analysis: null,
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
  files: [],
  fileCount: 0,
};

const job = (overrides: Partial<Job> = {}): Job => ({
  id: JOB_ID,
  kind: 'trial-analysis',
  status: 'running',
  progress: 10,
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
const succeeded = job({
  status: 'succeeded',
  progress: 100,
  stage: 'Saving the report',
  result: { success: true, analysis: REPORT, notices: [] },
  finishedAt: '2026-01-15T10:01:00.000Z',
});

let server: FakeApi;
let answer: (request: FakeRequest) => FakeResponse | undefined;

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().signIn(fakeJwt(900), publicUser(), true);
  answer = () => undefined;
  server = await startFakeApi((request) =>
    request.method === 'GET' && request.path === `/api/v1/trials/${TRIAL_ID}`
      ? { body: { success: true, trial } }
      : answer(request),
  );
});
afterEach(async () => {
  // Unmounted first, so no request is still under way when the server goes; sonner keeps its toasts in a module.
  cleanup();
  dismissToast();
  await server.close();
});

const calls = (method: string, path: string) =>
  server.requests.filter((r) => r.method === method && r.path === path);
/** The trial is fetched again once a job has ended (its report is stored there); waits for that to land. */
const refetched = async (queryClient: QueryClient) => {
  await waitFor(() => expect(calls('GET', `/api/v1/trials/${TRIAL_ID}`)).toHaveLength(2));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
};
const progressBar = () => screen.getByRole('progressbar', { name: 'Analysis progress' });

describe('trial analysis as a job', () => {
  it('starts the job with Prefer: respond-async, shows its stage and percentage, then the report', async () => {
    answer = (request) => {
      if (request.method === 'POST' && request.path === '/api/v1/trials/analyze')
        return { status: 202, body: { success: true, jobId: JOB_ID } };
      if (request.path === `/api/v1/jobs/${JOB_ID}`)
        return { body: { success: true, job: job({ status: 'queued', progress: 0, stage: null }) } };
      if (request.path === `/api/v1/jobs/${JOB_ID}/events`)
        return {
          events: [{ job: job({ progress: 10 }) }, { job: job({ progress: 45 }) }, { job: succeeded }],
          eventDelayMs: 400,
        };
      return undefined;
    };
    const { router, queryClient } = renderRoute(
      `/user/trial/analysis?trialId=${TRIAL_ID}`,
      <TrialAnalysisPage />,
    );
    await screen.findByText('My landlord kept my deposit.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Generate Analysis' }));

    await waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuenow', '45'));
    expect(progressBar()).toHaveAttribute('aria-valuetext', 'Writing the analysis, 45%');
    expect(screen.getByTestId('analysis-stage')).toHaveTextContent('Writing the analysis');
    expect(screen.getByTestId('analysis-percent')).toHaveTextContent('45%');
    expect(screen.getByRole('button', { name: /Analyzing\.\.\./ })).toBeDisabled();
    // The job is in the address, so a reload follows it.
    expect(router.state.location.search).toBe(`?trialId=${TRIAL_ID}&job=${JOB_ID}`);
    const [post] = calls('POST', '/api/v1/trials/analyze');
    expect(post!.headers.prefer).toBe('respond-async');

    expect(await screen.findByText('Files analyzed successfully')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Analysis Report' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Likely outcome' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Generate Analysis' })).toBeEnabled();
    expect(router.state.location.search).toBe(`?trialId=${TRIAL_ID}`);
    await refetched(queryClient);
  });

  it('after a reload follows the job in the address: a finished one shows its report at once', async () => {
    answer = (request) =>
      request.path === `/api/v1/jobs/${JOB_ID}` ? { body: { success: true, job: succeeded } } : undefined;
    const { queryClient } = renderRoute(
      `/user/trial/analysis?trialId=${TRIAL_ID}&job=${JOB_ID}`,
      <TrialAnalysisPage />,
    );
    expect(await screen.findByRole('heading', { name: 'Likely outcome' })).toBeInTheDocument();
    expect(screen.getByText('Files analyzed successfully')).toBeInTheDocument();
    // Nothing was started again, and a finished job's events are not needed.
    expect(calls('POST', '/api/v1/trials/analyze')).toHaveLength(0);
    expect(calls('GET', `/api/v1/jobs/${JOB_ID}/events`)).toHaveLength(0);
    await refetched(queryClient);
  });

  it('shows a failed job’s message as the request’s errors are shown', async () => {
    const message =
      'Your documents were saved, but the analysis could not be written: The AI provider failed to answer (status 503). Please try again.';
    answer = (request) => {
      if (request.path === `/api/v1/jobs/${JOB_ID}`) return { body: { success: true, job: job() } };
      if (request.path === `/api/v1/jobs/${JOB_ID}/events`)
        return { events: [{ job: job({ status: 'failed', error: message }) }] };
      return undefined;
    };
    const { router, queryClient } = renderRoute(
      `/user/trial/analysis?trialId=${TRIAL_ID}&job=${JOB_ID}`,
      <TrialAnalysisPage />,
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Generate Analysis' })).toBeEnabled();
    expect(router.state.location.search).toBe(`?trialId=${TRIAL_ID}`);
    await refetched(queryClient);
  });

  it('reconnects when the events stop before the job has ended', async () => {
    let opened = 0;
    answer = (request) => {
      if (request.path === `/api/v1/jobs/${JOB_ID}`) return { body: { success: true, job: job() } };
      if (request.path === `/api/v1/jobs/${JOB_ID}/events`) {
        opened += 1;
        // The first stream is cut after one event; the next starts again from the job as it is.
        return opened === 1
          ? { events: [{ job: job({ progress: 30 }) }] }
          : { events: [{ job: job({ progress: 60 }) }, { job: succeeded }], eventDelayMs: 300 };
      }
      return undefined;
    };
    const { queryClient } = renderRoute(
      `/user/trial/analysis?trialId=${TRIAL_ID}&job=${JOB_ID}`,
      <TrialAnalysisPage />,
    );
    await waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuenow', '30'));
    await waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuenow', '60'));
    expect(await screen.findByRole('heading', { name: 'Likely outcome' })).toBeInTheDocument();
    expect(opened).toBe(2);
    await refetched(queryClient);
  });

  it('Cancel asks the server to stop the job, and says so when it has stopped', async () => {
    let cancelled = false;
    answer = (request) => {
      if (request.method === 'POST' && request.path === `/api/v1/jobs/${JOB_ID}/cancel`) {
        cancelled = true;
        return { body: { success: true, job: job({ cancelRequested: true }) } };
      }
      if (request.path === `/api/v1/jobs/${JOB_ID}`) return { body: { success: true, job: job() } };
      if (request.path === `/api/v1/jobs/${JOB_ID}/events`)
        return cancelled
          ? { events: [{ job: job({ status: 'cancelled', error: 'The job was cancelled.' }) }] }
          : // Ends at once while running: the page connects again, and sees the cancellation then.
            { events: [{ job: job({ progress: 20 }) }], eventDelayMs: 0 };
      return undefined;
    };
    const { queryClient } = renderRoute(
      `/user/trial/analysis?trialId=${TRIAL_ID}&job=${JOB_ID}`,
      <TrialAnalysisPage />,
    );
    const card = await screen.findByTestId('analysis-progress');
    const cancel = within(card).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toBeEnabled());
    await userEvent.setup().click(cancel);
    expect(await screen.findByText('The analysis was cancelled.')).toBeInTheDocument();
    expect(calls('POST', `/api/v1/jobs/${JOB_ID}/cancel`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await refetched(queryClient);
  });

  it('Cancel that comes after the job ended says nothing; one the server refuses says why', async () => {
    let cancels = 0;
    answer = (request) => {
      if (request.method === 'POST' && request.path === `/api/v1/jobs/${JOB_ID}/cancel`) {
        cancels += 1;
        return cancels === 1
          ? {
              status: 409,
              body: { success: false, code: 'CONFLICT', message: 'The job has already finished.' },
            }
          : { status: 503, body: { success: false, code: 'UNAVAILABLE', message: 'The service is busy.' } };
      }
      if (request.path === `/api/v1/jobs/${JOB_ID}`) return { body: { success: true, job: job() } };
      if (request.path === `/api/v1/jobs/${JOB_ID}/events`)
        return { events: [{ job: job({ progress: 20 }) }] };
      return undefined;
    };
    renderRoute(`/user/trial/analysis?trialId=${TRIAL_ID}&job=${JOB_ID}`, <TrialAnalysisPage />);
    const card = await screen.findByTestId('analysis-progress');
    const cancel = within(card).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toBeEnabled());
    const user = userEvent.setup();
    await user.click(cancel);
    await waitFor(() => expect(cancel).toBeEnabled());
    expect(screen.queryByText('The job has already finished.')).not.toBeInTheDocument();
    await user.click(cancel);
    expect(await screen.findByText('The service is busy.')).toBeInTheDocument();
    expect(calls('POST', `/api/v1/jobs/${JOB_ID}/cancel`)).toHaveLength(2);
  });

  it('a job that is not the user’s shows the server’s message and lets them start again', async () => {
    answer = (request) =>
      request.path === `/api/v1/jobs/${JOB_ID}`
        ? { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Job not found' } }
        : undefined;
    renderRoute(`/user/trial/analysis?trialId=${TRIAL_ID}&job=${JOB_ID}`, <TrialAnalysisPage />);
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Generate Analysis' })).toBeEnabled();
  });
});

describe('a stored analysis grounded in the library', () => {
  it('shows its citations as chips, its sources under it, and the citation the check could not verify', async () => {
    trial.analysis = '# Mock Trial Analysis\n\nThe landlord had 45 days [1]; see also [4].';
    trial.analysisSources = [
      {
        n: 1,
        sectionId: 42,
        citation: 'D.C. Code § 42-3502.17(a)',
        heading: 'Security deposits for rental units.',
        paragraph: '(a)',
        passage: 'Within 45 days after the termination of the tenancy, the owner shall tender payment.',
        sourceTitle: 'Code of the District of Columbia',
        jurisdiction: 'US-DC',
        asOf: '2025-06-30',
      },
    ];
    trial.analysisCitationCheck = {
      markers: 2,
      supported: 1,
      issues: [{ kind: 'unknown_source', text: '[4]', n: 4, at: null }],
    };
    try {
      renderRoute(`/user/trial/analysis?trialId=${TRIAL_ID}`, <TrialAnalysisPage />);
      const chip = await screen.findByRole('link', { name: 'Source 1: D.C. Code § 42-3502.17(a)' });
      expect(chip).toHaveAttribute('href', '/library/sections/42#p-a');
      expect(
        screen.getByRole('img', { name: '[4]: This citation could not be checked against the sources' }),
      ).toBeInTheDocument();
      const source = within(screen.getByTestId('reply-sources')).getByTestId('reply-source');
      expect(source).toHaveTextContent('Code of the District of Columbia · Current to Jun 30, 2025');
    } finally {
      trial.analysis = null;
      trial.analysisSources = null;
      trial.analysisCitationCheck = null;
    }
  });
});
