import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeApi, type FakeApi } from '@/test/fake-api-server';
import { renderRoute } from '@/test/render-route';
import { TrialsPage } from './trials-page';
import { UsersPage } from './users-page';

let server: FakeApi | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

const refused = { status: 500, body: { success: false, message: 'Internal error' } };

describe('an admin list that fails to load', () => {
  it('users: shows the error alone, not also "No users found"', async () => {
    server = await startFakeApi((request) =>
      request.path.startsWith('/api/v1/users') ? refused : undefined,
    );
    renderRoute('/admin/users', <UsersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users');
    expect(screen.queryByText('No users found')).not.toBeInTheDocument();
  });

  it('trials: shows the error alone, not also "No users found"', async () => {
    server = await startFakeApi((request) =>
      request.path.startsWith('/api/v1/trials/admin/all') ? refused : undefined,
    );
    renderRoute('/admin/trials', <TrialsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch trials data');
    expect(screen.queryByText('No users found')).not.toBeInTheDocument();
  });
});
