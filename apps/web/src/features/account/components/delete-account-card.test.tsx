import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountMessages } from '@amicus/contract/account/data';
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
import { DeleteAccountCard } from './delete-account-card';

let server: FakeApi;
let answer: (request: FakeRequest) => FakeResponse | undefined;
const token = fakeJwt(900);

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().signIn(token, publicUser(), true);
  answer = () => undefined;
  server = await startFakeApi((request) => answer(request));
});
afterEach(async () => {
  cleanup();
  await server.close();
});

const deletions = () => server.requests.filter((r) => r.method === 'DELETE' && r.path === '/api/v1/account');

/** Opens the dialog from the card and types `password`. */
async function openAndType(password: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Your password'), password);
  expect(confirm).toBeEnabled();
  return { user, dialog, confirm };
}

describe('Delete account', () => {
  it('says what is deleted, what the law keeps, and to download the data first', () => {
    renderRoute('/chat/profile', <DeleteAccountCard />);
    const section = screen.getByRole('region', { name: 'Delete account' });
    expect(section).toHaveTextContent(
      'chats, documents, mock trials, reviews, recordings and files are deleted for good',
    );
    expect(section).toHaveTextContent('kept for 7 years, without your name or e-mail, as tax law requires');
    expect(within(section).getByRole('link', { name: 'download your data' })).toHaveAttribute(
      'href',
      '#your-data',
    );
  });

  it('shows a wrong password in the dialog and stays signed in', async () => {
    answer = (request) =>
      request.method === 'DELETE'
        ? { status: 400, body: { success: false, message: accountMessages.wrongPassword } }
        : undefined;
    renderRoute('/chat/profile', <DeleteAccountCard />);
    const { user, dialog, confirm } = await openAndType('not-my-password');
    await user.click(confirm);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(accountMessages.wrongPassword);
    expect(deletions().map((r) => r.body)).toEqual([{ password: 'not-my-password' }]);
    expect(deletions()[0]?.headers.authorization).toBe(`Bearer ${token}`);
    expect(useSessionStore.getState()).toMatchObject({ token, endedBy: null });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByText(/^Elsewhere at/)).toBeNull();
  });

  it('tells the only administrator why not', async () => {
    answer = (request) =>
      request.method === 'DELETE'
        ? { status: 409, body: { success: false, message: accountMessages.lastAdmin } }
        : undefined;
    renderRoute('/chat/profile', <DeleteAccountCard />);
    const { user, dialog, confirm } = await openAndType('Correct#pass2026');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(accountMessages.lastAdmin);
    expect(useSessionStore.getState().token).toBe(token);
  });

  it('cancels without sending anything', async () => {
    renderRoute('/chat/profile', <DeleteAccountCard />);
    const { user, dialog } = await openAndType('Correct#pass2026');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(deletions()).toHaveLength(0);
    expect(useSessionStore.getState().token).toBe(token);
  });

  it('deletes the account, signs out, goes home and says so', async () => {
    answer = (request) =>
      request.method === 'DELETE'
        ? { delayMs: 200, body: { success: true, message: accountMessages.deleted } }
        : undefined;
    renderRoute('/chat/profile', <DeleteAccountCard />);
    const { user, dialog, confirm } = await openAndType('Correct#pass2026');
    await user.click(confirm);
    expect(await within(dialog).findByRole('button', { name: 'Deleting…' })).toBeDisabled();

    expect(await screen.findByText('Elsewhere at /')).toBeInTheDocument();
    expect(await screen.findByText(accountMessages.deleted)).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, endedBy: 'deleted' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(deletions().map((r) => r.body)).toEqual([{ password: 'Correct#pass2026' }]);
  });
});
