import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReviewSummary } from '@amicus/contract/documents/review';
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
import { ReviewsPage } from './reviews-page';

let server: FakeApi;
let answer: (request: FakeRequest) => FakeResponse | undefined;
let reviews: ReviewSummary[];

const summary = (review: ReturnType<typeof aReview>): ReviewSummary => {
  const { result: _result, ...rest } = review;
  return rest;
};

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().signIn(fakeJwt(900), publicUser(), true);
  reviews = [summary(aReview())];
  answer = () => undefined;
  server = await startFakeApi((request) => {
    if (request.method === 'GET' && request.path.startsWith('/api/v1/categories'))
      return { body: { data: [], pagination: { page: 1, limit: 100, pages: 1, total: 0 } } };
    if (request.method === 'GET' && request.path === '/api/v1/documents/reviews')
      return { body: { success: true, reviews } };
    return answer(request);
  });
});
afterEach(async () => {
  cleanup();
  await server.close();
});

const setup = () => userEvent.setup({ applyAccept: false });
const lease = () =>
  new File(['LEASE\n1. Rent. Tenant shall pay $1,500.'], 'lease.txt', { type: 'text/plain' });

async function fillPlace(user: ReturnType<typeof setup>) {
  await user.selectOptions(await screen.findByLabelText('Country'), 'United States');
  await user.selectOptions(screen.getByLabelText('State / Province'), 'District of Columbia');
}

describe('/reviews', () => {
  it('asks for a file, hints at a wrong type, and shows the server’s refusal as it words it', async () => {
    const refusal = reviewMessages.scannedPdf('scan.pdf');
    answer = (request) =>
      request.method === 'POST' ? { status: 422, body: { success: false, message: refusal } } : undefined;
    const user = setup();
    renderRoute('/reviews', <ReviewsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Review a document' })).toBeTruthy();
    await fillPlace(user);
    await user.click(screen.getByRole('button', { name: 'Review this document' }));
    expect(screen.getByText('Choose a document to review.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toHaveFocus();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.upload(screen.getByTestId('review-file-input'), new File(['x'], 'photo.png'));
    expect(screen.getByTestId('review-file-hint').textContent).toContain('does not look like a PDF');

    await user.upload(screen.getByTestId('review-file-input'), new File(['%PDF-1.7'], 'scan.pdf'));
    expect(screen.queryByTestId('review-file-hint')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review this document' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    // The file stays chosen, to try again or choose another; choosing another clears the refusal.
    expect(screen.getByTestId('review-file').textContent).toContain('scan.pdf');
    await user.upload(screen.getByTestId('review-file-input'), lease());
    expect(screen.queryByText(refusal)).toBeNull();
  });

  it('sends the dropped file with the place and opens its review', async () => {
    answer = (request) =>
      request.method === 'POST' && request.path === '/api/v1/documents/reviews'
        ? {
            status: 202,
            body: {
              success: true,
              review: aReview({ id: 9, status: 'reviewing', result: null }),
              job: aJob({ status: 'queued', progress: 0 }),
            },
          }
        : undefined;
    const user = setup();
    renderRoute('/reviews', <ReviewsPage />);
    await fillPlace(user);
    const drop = screen.getByTestId('review-drop-zone');
    const dropped = lease();
    drop.dispatchEvent(
      Object.assign(new Event('drop', { bubbles: true, cancelable: true }), {
        dataTransfer: { files: [dropped] },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('review-file').textContent).toContain('lease.txt'));
    await user.click(screen.getByRole('button', { name: 'Review this document' }));
    expect(await screen.findByText('Elsewhere at /reviews/9')).toBeTruthy();
    const body = String(server.requests.find((r) => r.method === 'POST')!.body);
    expect(body).toContain('name="country"\r\n\r\nUnited States');
    expect(body).toContain('name="state"\r\n\r\nDistrict of Columbia');
    expect(body).toContain('filename="lease.txt"');
    expect(body).toContain('Tenant shall pay $1,500.');
  });

  it('deletes a past review after asking, and focus goes back to the opener when the user cancels', async () => {
    answer = (request) => {
      if (request.method !== 'DELETE') return undefined;
      reviews = [];
      return { body: { success: true } };
    };
    const user = setup();
    renderRoute('/reviews', <ReviewsPage />);
    const remove = await screen.findByRole('button', { name: 'Delete lease.pdf' });
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(remove).toHaveFocus());
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(remove);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/v1/documents/reviews/5',
    ]);
  });
});
