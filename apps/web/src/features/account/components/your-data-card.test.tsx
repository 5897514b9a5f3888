import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages, archiveContents, type AccountExport } from '@amicus/contract/account/data';
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
import { anExportJob, aReadyExport } from '../account-fixtures';
import { YourDataCard } from './your-data-card';

let server: FakeApi;
let latest: AccountExport | null;
let answer: (request: FakeRequest) => FakeResponse | undefined;
const token = fakeJwt(900);
/** The file names the page handed to the browser to save. */
let saved: string[];

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().signIn(token, publicUser(), true);
  latest = null;
  saved = [];
  // The browser's side of saving a blob: the object URL and the click on the download link.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:archive');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  answer = () => undefined;
  server = await startFakeApi((request) => {
    if (request.method === 'GET' && request.path === '/api/v1/account/export')
      return { body: { success: true, export: latest } };
    return answer(request);
  });
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await server.close();
});

const posts = () => server.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/account/export');

/** Job 31 runs (as GET /jobs/31 says), its events bring it to a stage, then it succeeds and the archive is kept. */
function jobRunsThenSucceeds() {
  answer = (request) => {
    if (request.method === 'POST' && request.path === '/api/v1/account/export') {
      latest = {
        job: anExportJob({ status: 'queued', progress: 0, stage: null }),
        size: null,
        expiresAt: null,
      };
      return { status: 202, body: { success: true, jobId: 31 } };
    }
    if (request.path === '/api/v1/jobs/31') return { body: { success: true, job: anExportJob() } };
    if (request.path === '/api/v1/jobs/31/events')
      return {
        events: [
          { job: anExportJob({ progress: 60, stage: 'Adding your files' }) },
          { job: anExportJob({ status: 'succeeded', progress: 100, stage: 'Storing the archive' }) },
        ],
        eventDelayMs: 400,
      };
    if (request.path === '/api/v1/account/export/31/file')
      return {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="amicus-data-2026-11-27.zip"',
        },
        body: 'PK',
      };
    return undefined;
  };
}

describe('Your data', () => {
  it('lists what the archive holds and how long it is kept', async () => {
    renderRoute('/chat/profile', <YourDataCard />);
    expect(await screen.findByRole('button', { name: 'Download your data' })).toBeEnabled();
    const list = screen.getByRole('list');
    expect(list.querySelectorAll('li')).toHaveLength(archiveContents.length);
    expect(list).toHaveTextContent('chats.json your chats, their messages');
    expect(list).toHaveTextContent('files/ every file you uploaded or recorded');
    expect(screen.getByText(/can be downloaded for 7 days/)).toBeInTheDocument();
  });

  it('prepares an archive, shows its progress, and downloads it with the session’s token', async () => {
    jobRunsThenSucceeds();
    const user = userEvent.setup();
    renderRoute('/chat/profile', <YourDataCard />);
    await user.click(await screen.findByRole('button', { name: 'Download your data' }));

    const bar = await screen.findByRole('progressbar', { name: 'Archive progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '60'));
    expect(bar).toHaveAttribute('aria-valuetext', 'Adding your files, 60%');
    expect(screen.getByText('Adding your files')).toBeInTheDocument();
    expect(screen.getByText('60%')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);

    // The job ends; the next read of the archive brings its size and expiry.
    latest = aReadyExport(31);
    const download = await screen.findByRole('button', { name: 'Download archive (1.2 MB)' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(/^Available until/)).toHaveTextContent(
      format(new Date(latest.expiresAt!), 'MMM d, yyyy HH:mm'),
    );
    expect(await screen.findByText(accountMessages.exportReady)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare a new archive' })).toBeEnabled();

    await user.click(download);
    await waitFor(() => expect(saved).toEqual(['amicus-data-2026-11-27.zip']));
    const fileRequest = server.requests.find((r) => r.path === '/api/v1/account/export/31/file');
    expect(fileRequest?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('follows an archive being prepared when the page opens (after a reload)', async () => {
    latest = { job: anExportJob({ progress: 20 }), size: null, expiresAt: null };
    answer = (request) => {
      if (request.path === '/api/v1/jobs/31')
        return { body: { success: true, job: anExportJob({ progress: 20 }) } };
      if (request.path === '/api/v1/jobs/31/events') {
        latest = aReadyExport(31);
        return {
          events: [
            { job: anExportJob({ progress: 70, stage: 'Adding your files' }) },
            { job: anExportJob({ status: 'succeeded', progress: 100 }) },
          ],
          eventDelayMs: 400,
        };
      }
      return undefined;
    };
    renderRoute('/chat/profile', <YourDataCard />);
    const bar = await screen.findByRole('progressbar', { name: 'Archive progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '70'));
    expect(screen.queryByRole('button', { name: 'Download your data' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Download archive (1.2 MB)' })).toBeEnabled();
    expect(posts()).toHaveLength(0);
  });

  it('says why an archive failed and prepares another on Try again', async () => {
    const why = 'The archive could not be written. Please try again.';
    latest = { job: anExportJob({ status: 'failed', error: why }), size: null, expiresAt: null };
    renderRoute('/chat/profile', <YourDataCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent(why);
    jobRunsThenSucceeds();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    const bar = await screen.findByRole('progressbar', { name: 'Archive progress' });
    expect(screen.queryByText(why)).toBeNull();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '60'));
    latest = aReadyExport(31);
    expect(await screen.findByRole('button', { name: 'Download archive (1.2 MB)' })).toBeEnabled();
    expect(posts()).toHaveLength(1);
  });

  it('shows the server’s refusal when too many archives were prepared today', async () => {
    const refusal = accountMessages.tooManyExports(3600);
    answer = (request) =>
      request.method === 'POST' ? { status: 429, body: { success: false, message: refusal } } : undefined;
    renderRoute('/chat/profile', <YourDataCard />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download your data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: 'Download your data' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says so when a ready archive has expired by the time it is downloaded, and offers a new one', async () => {
    latest = aReadyExport(31);
    answer = (request) => {
      if (request.path !== '/api/v1/account/export/31/file') return undefined;
      // Once expired, the server keeps the job as history but no longer the archive's size or expiry.
      latest = { ...aReadyExport(31), size: null, expiresAt: null };
      return { status: 404, body: { success: false, message: accountMessages.exportExpired } };
    };
    renderRoute('/chat/profile', <YourDataCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download archive (1.2 MB)' }));
    expect(await screen.findByText(accountMessages.exportExpired)).toBeInTheDocument();
    // The archive is read again: it is no longer offered.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Download archive/ })).toBeNull());
    expect(screen.getByRole('button', { name: 'Prepare a new archive' })).toBeEnabled();
    expect(saved).toEqual([]);
  });
});
