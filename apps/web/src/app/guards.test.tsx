import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { fakeJwt, publicUser } from '@/test/fake-api-server';
import { PublicOnly, RequireAuth } from './guards';

/**
 * A signed-in page behind RequireAuth, and the public home and sign-in pages; home loads lazily, as in the app,
 * so a navigation there is still under way when the guard reacts to the ended session.
 */
function renderGuarded() {
  const router = createMemoryRouter(
    [
      {
        element: <PublicOnly />,
        children: [
          { path: '/', lazy: async () => ({ Component: () => <p>Home page</p> }) },
          { path: '/login', Component: () => <p>Sign-in page</p> },
        ],
      },
      {
        element: <RequireAuth admin="forbid" />,
        children: [{ path: '/chat/profile', Component: () => <p>Profile page</p> }],
      },
    ],
    { initialEntries: ['/chat/profile'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().signIn(fakeJwt(900), publicUser(), true);
});

describe('RequireAuth after the session ends here', () => {
  it('goes quietly to the sign-in page after a sign-out', async () => {
    const router = renderGuarded();
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    act(() => useSessionStore.getState().signOut());
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('goes home after the account was deleted, even while the page’s own way home is still loading', async () => {
    const router = renderGuarded();
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    act(() => {
      useSessionStore.getState().signOut('deleted');
      void router.navigate('/', { replace: true });
    });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The home page has seen the ended session.
    expect(useSessionStore.getState().endedBy).toBeNull();
  });
});
