import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LandingHeader } from './landing-header';

type HappyDomWindow = { happyDOM: { setViewport: (viewport: { width: number; height: number }) => void } };
const setViewport = (width: number) =>
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });

/**
 * The header above the routes rather than inside one: it stays mounted across navigation, as the landing page
 * does when Back follows a navigation before the router has committed it.
 */
function renderHeader() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <LandingHeader />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>Landing</p> },
          { path: '/sign-in', element: <p>Sign-in page</p> },
          { path: '/sign-up', element: <p>Sign-up page</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('LandingHeader on a phone', () => {
  beforeEach(() => setViewport(390));
  afterEach(() => setViewport(1024));

  it.each([
    ['Sign In', 'Sign-in page'],
    ['Sign Up', 'Sign-up page'],
  ])('closes the menu when its %s link is followed', async (link, page) => {
    const router = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: link }),
    );
    await screen.findByText(page);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    await router.navigate(-1);
    await screen.findByText('Landing');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
