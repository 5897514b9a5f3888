import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
import { ProfileSettings } from './profile-settings';

// The smallest valid PNG (1×1 pixel).
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

let server: FakeApi;
let answer: (request: FakeRequest) => FakeResponse | undefined;
const me = publicUser();

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().signIn(fakeJwt(900), me, true);
  answer = () => undefined;
  server = await startFakeApi((request) =>
    request.method === 'GET' && request.path === '/api/v1/auth/profile'
      ? { body: { success: true, user: { ...me, credits: 12 } } }
      : answer(request),
  );
});
afterEach(async () => {
  // Unmounted first, so no request is still under way when the server goes.
  cleanup();
  await server.close();
});

const sent = (path: string) => server.requests.filter((r) => r.path === path && r.method !== 'GET');
const setup = () => userEvent.setup({ applyAccept: false });
const retype = async (user: ReturnType<typeof setup>, label: string, value: string) => {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value) await user.type(field, value);
};

describe('Profile Information', () => {
  it('shows the e-mail read-only with its note, and the account facts as the server has them now', async () => {
    renderRoute('/chat/profile', <ProfileSettings />);
    // Signed in with 10 credits; the profile fetch brings the current 12 to the page and the session.
    await waitFor(() => expect(screen.getByTestId('profile-credits')).toHaveTextContent('12'));
    expect(useSessionStore.getState().user?.credits).toBe(12);
    const email = screen.getByLabelText('Email');
    expect(email).toBeDisabled();
    expect(email).toHaveValue('jane@example.com');
    expect(screen.getByText('Email cannot be changed')).toBeInTheDocument();
    expect(screen.getByText('Jan 15, 2026')).toBeInTheDocument();
  });

  it('wants a name and a username of at least 2 characters, and sends nothing until then', async () => {
    renderRoute('/chat/profile', <ProfileSettings />);
    const user = setup();
    await retype(user, 'Full Name', 'J');
    await retype(user, 'Username', '');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 2 characters')).toBeInTheDocument();
    expect(sent('/api/v1/auth/profile')).toHaveLength(0);
  });

  it('refuses a file that is not an image before anything is sent', async () => {
    renderRoute('/chat/profile', <ProfileSettings />);
    const user = setup();
    await user.upload(
      screen.getByLabelText('Upload profile picture'),
      new File(['#!/bin/sh'], 'script.sh', { type: 'text/x-sh' }),
    );
    expect(
      await screen.findByText('Please choose an image file (PNG, JPEG, WebP or GIF)'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('profile-avatar-image')).not.toBeInTheDocument();
  });

  it('saves name and avatar as a data URL, says so while busy, and updates the session user', async () => {
    answer = (request) =>
      request.method === 'PUT'
        ? {
            delayMs: 300,
            body: {
              success: true,
              user: { ...me, name: 'Jane Q. Doe', profileImage: 'uploads/avatars/new.png' },
            },
          }
        : undefined;
    renderRoute('/chat/profile', <ProfileSettings />);
    const user = setup();
    await retype(user, 'Full Name', 'Jane Q. Doe');
    await user.upload(
      screen.getByLabelText('Upload profile picture'),
      new File([PNG], 'me.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Saving Changes...' })).toBeDisabled();
    expect(await screen.findAllByText('Profile updated successfully!')).not.toHaveLength(0);
    const [request] = sent('/api/v1/auth/profile');
    expect(request?.body).toMatchObject({
      name: 'Jane Q. Doe',
      username: 'jane',
      email: 'jane@example.com',
      profileImage: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/),
    });
    expect(useSessionStore.getState().user).toMatchObject({
      name: 'Jane Q. Doe',
      profileImage: 'uploads/avatars/new.png',
    });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it("shows the server's message, or 'Failed to update profile' when there is none", async () => {
    answer = () => ({
      status: 409,
      body: {
        success: false,
        message: 'This username is already taken',
        errors: [{ path: 'username', message: 'This username is already taken' }],
      },
    });
    renderRoute('/chat/profile', <ProfileSettings />);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.getAllByText('This username is already taken').length).toBeGreaterThan(1),
    );
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');

    answer = () => ({ status: 502, body: 'not json' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findAllByText('Failed to update profile')).not.toHaveLength(0);
  });
});

describe('Change Password', () => {
  const openTab = async (user: ReturnType<typeof setup>) => {
    await user.click(screen.getByRole('tab', { name: /Change Password/ }));
    return within(await screen.findByRole('tabpanel'));
  };

  it('asks for the current password, 8 characters, and a matching confirmation', async () => {
    renderRoute('/chat/profile', <ProfileSettings />);
    const user = setup();
    const panel = await openTab(user);
    await user.click(panel.getByRole('button', { name: 'Update Password' }));
    expect(await panel.findByText('Current password is required')).toBeInTheDocument();
    expect(panel.getByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.type(panel.getByLabelText('New Password'), 'long-enough-1');
    await user.type(panel.getByLabelText('Confirm New Password'), 'long-enough-2');
    await user.click(panel.getByRole('button', { name: 'Update Password' }));
    expect(await panel.findByText("Passwords don't match")).toBeInTheDocument();
    expect(panel.getByLabelText('Confirm New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(sent('/api/v1/auth/change-password')).toHaveLength(0);
  });

  it('stores the fresh token it gets back, clears the form and says so', async () => {
    const fresh = fakeJwt(900, 'after-change');
    answer = (request) =>
      request.path === '/api/v1/auth/change-password'
        ? { delayMs: 300, body: { success: true, message: 'ok', token: fresh, user: me } }
        : undefined;
    renderRoute('/chat/profile?tab=password', <ProfileSettings />);
    const user = setup();
    const panel = within(await screen.findByRole('tabpanel'));
    await user.type(panel.getByLabelText('Current Password'), 'Old#password1');
    await user.type(panel.getByLabelText('New Password'), 'New#password2');
    await user.type(panel.getByLabelText('Confirm New Password'), 'New#password2');
    await user.click(panel.getByRole('button', { name: 'Update Password' }));

    expect(await panel.findByRole('button', { name: 'Updating Password...' })).toBeDisabled();
    expect(await screen.findAllByText('Password updated successfully!')).not.toHaveLength(0);
    expect(sent('/api/v1/auth/change-password')[0]?.body).toEqual({
      currentPassword: 'Old#password1',
      newPassword: 'New#password2',
    });
    expect(useSessionStore.getState().token).toBe(fresh);
    expect(localStorage.getItem('token')).toBe(fresh);
    expect(panel.getByLabelText('Current Password')).toHaveValue('');
    expect(panel.getByLabelText('New Password')).toHaveValue('');
  });

  it("shows the server's message, or 'Failed to update password' when there is none", async () => {
    answer = () => ({
      status: 400,
      body: {
        success: false,
        message: 'Current password is incorrect',
        errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
      },
    });
    renderRoute('/chat/profile?tab=password', <ProfileSettings />);
    const user = setup();
    const panel = within(await screen.findByRole('tabpanel'));
    await user.type(panel.getByLabelText('Current Password'), 'Wrong#password1');
    await user.type(panel.getByLabelText('New Password'), 'New#password2');
    await user.type(panel.getByLabelText('Confirm New Password'), 'New#password2');
    await user.click(panel.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(screen.getAllByText('Current password is incorrect').length).toBeGreaterThan(1),
    );

    answer = () => ({ status: 500, body: '' });
    await user.click(panel.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findAllByText('Failed to update password')).not.toHaveLength(0);
  });
});
