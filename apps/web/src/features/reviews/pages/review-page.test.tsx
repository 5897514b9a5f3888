import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentReview } from '@amicus/contract/documents/review';
import { reviewMessages } from '@amicus/contract/documents/review-messages';
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
import { aJob, aReview } from '../review-fixtures';
import { ReviewPage } from './review-page';

let server: FakeApi;
let review: DocumentReview;
let answer: (request: FakeRequest) => FakeResponse | undefined;

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().signIn(fakeJwt(900), publicUser(), true);
  answer = () => undefined;
  server = await startFakeApi((request) => {
    if (request.method === 'GET' && request.path.startsWith('/api/v1/categories'))
      return { body: { data: [], pagination: { page: 1, limit: 100, pages: 1, total: 0 } } };
    if (request.method === 'GET' && request.path === '/api/v1/documents/reviews/5')
      return { body: { success: true, review } };
    return answer(request);
  });
});
afterEach(async () => {
  cleanup();
  await server.close();
});

/** The job's events: running at a stage, then succeeded; the review is written when it ends. */
function jobRunsThenSucceeds() {
  answer = (request) => {
    if (request.path === '/api/v1/jobs/12') return { body: { success: true, job: aJob({ id: 12 }) } };
    if (request.path === '/api/v1/jobs/12/events') {
      review = aReview({ jobId: 12 });
      return {
        events: [
          { job: aJob({ id: 12, stage: 'Checking quotes and citations', progress: 90 }) },
          { job: aJob({ id: 12, status: 'succeeded', progress: 100 }) },
        ],
        eventDelayMs: 300,
      };
    }
    return undefined;
  };
}

describe('/reviews/:id', () => {
  it('follows a review under way (as after a reload) and shows the result once written', async () => {
    review = aReview({ status: 'reviewing', jobId: 12, result: null });
    jobRunsThenSucceeds();
    renderRoute('/reviews/5', <ReviewPage />, '/reviews/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'lease.pdf' })).toBeTruthy();
    expect(await screen.findByText('Checking quotes and citations')).toBeTruthy();
    expect(await screen.findByTestId('review-result', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('review-progress')).toBeNull();
    expect(await screen.findByText('The review is ready.')).toBeTruthy();
  });

  it('keeps a failed review’s file, says why, and runs it again', async () => {
    const why = reviewMessages.reviewFailed('the AI provider did not answer.');
    review = aReview({ status: 'failed', error: why, result: null });
    const user = userEvent.setup();
    renderRoute('/reviews/5', <ReviewPage />, '/reviews/:id');
    expect(await screen.findByText(why)).toBeTruthy();
    jobRunsThenSucceeds();
    const rerun = answer;
    answer = (request) => {
      if (request.method === 'POST' && request.path === '/api/v1/documents/reviews/5/rerun') {
        review = aReview({ status: 'reviewing', jobId: 12, result: null });
        return { status: 202, body: { success: true, review, job: aJob({ id: 12, status: 'queued' }) } };
      }
      return rerun(request);
    };
    await user.click(screen.getByRole('button', { name: 'Review again' }));
    expect(await screen.findByTestId('review-progress')).toBeTruthy();
    expect(await screen.findByTestId('review-result', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(why)).toBeNull();
    expect(server.requests.find((r) => r.path.endsWith('/rerun'))!.body).toEqual({});
  });

  it('says a review that is gone is not found', async () => {
    answer = () => undefined;
    review = aReview();
    renderRoute('/reviews/6', <ReviewPage />, '/reviews/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review not found' })).toBeTruthy();
  });
});
