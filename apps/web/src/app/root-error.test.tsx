import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@amicus/contract/common/messages';
import { routes } from './routes';

/** The app's own root error element, above a page that fails as `child` says. */
function renderFailing(child: { Component: () => never } | { lazy: () => Promise<never> }) {
  const router = createMemoryRouter(
    [{ element: <Outlet />, errorElement: routes[0]!.errorElement, children: [{ path: '/', ...child }] }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('the root error page', () => {
  // React and React Router report caught errors on the console; the page is what is asserted.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('explains a page that failed to render, with Reload and Go Home, and never shows the error itself', async () => {
    renderFailing({
      Component: () => {
        throw new Error('Cannot read properties of undefined (reading "secretField")');
      },
    });
    expect(await screen.findByRole('heading', { name: messages.appError.title })).toBeInTheDocument();
    expect(screen.getByText(messages.appError.body)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(document.body.textContent).not.toContain('secretField');
  });

  it('says a page whose code could not be fetched could not be loaded', async () => {
    renderFailing({
      lazy: () =>
        Promise.reject(
          new TypeError(
            'Failed to fetch dynamically imported module: https://amicus.test/assets/chat-1a2b.js',
          ),
        ),
    });
    expect(await screen.findByRole('heading', { name: messages.appError.loadTitle })).toBeInTheDocument();
    expect(screen.getByText(messages.appError.loadBody)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('assets/chat-1a2b.js');
  });
});
