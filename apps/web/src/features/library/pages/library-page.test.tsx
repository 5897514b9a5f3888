import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchHit } from '@amicus/contract/library/schemas';
import { useSessionStore } from '@/lib/session-store';
import { fakeJwt, publicUser, startFakeApi, type FakeApi } from '@/test/fake-api-server';
import { renderRoute } from '@/test/render-route';
import { LibraryPage } from './library-page';

const hit = (n: number): SearchHit => ({
  sectionId: n,
  citation: `D.C. Code § 42-35${String(n).padStart(2, '0')}`,
  heading: `Rule ${n} on deposits.`,
  snippet: `A [[deposit]] rule numbered ${n}.`,
  jurisdiction: 'US-DC',
  sourceTitle: 'Code of the District of Columbia',
  asOf: '2025-06-30',
  status: 'in_force',
  paragraph: null,
});

/** 20 hits a page, three pages: 45 in all. */
const PAGES = [1, 2, 3].map((page) =>
  Array.from({ length: page === 3 ? 5 : 20 }, (_, i) => hit((page - 1) * 20 + i + 1)),
);

let server: FakeApi;
beforeEach(async () => {
  localStorage.clear();
  useSessionStore.getState().signIn(fakeJwt(900), publicUser(), true);
  server = await startFakeApi((request) => {
    const url = new URL(request.path, 'http://api');
    if (url.pathname === '/api/v1/library/areas') return { body: { success: true, data: [] } };
    if (url.pathname === '/api/v1/library/jurisdictions') return { body: { success: true, data: [] } };
    if (url.pathname === '/api/v1/library/search') {
      const page = Number(url.searchParams.get('page'));
      return {
        body: {
          success: true,
          mode: 'text',
          hits: PAGES[page - 1] ?? [],
          page,
          hasMore: page < PAGES.length,
        },
      };
    }
    return undefined;
  });
});
afterEach(async () => {
  await server.close();
});

describe('/library results', () => {
  it('shows a page of results with the date each source is current to, then more on request, focus on the first new one', async () => {
    const user = userEvent.setup();
    renderRoute('/library?q=deposit', <LibraryPage />, '/library');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('The first 20 results for “deposit”')).toBeInTheDocument();
    expect(within(results).getAllByText('Current to Jun 30, 2025')).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Show more results' }));
    expect(await screen.findByRole('link', { name: 'D.C. Code § 42-3521' })).toHaveFocus();
    expect(within(results).getAllByRole('listitem')).toHaveLength(40);

    await user.click(screen.getByRole('button', { name: 'Show more results' }));
    expect(await screen.findByRole('link', { name: 'D.C. Code § 42-3541' })).toHaveFocus();
    expect(within(results).getAllByRole('listitem')).toHaveLength(45);
    // The last page: the count is the whole, and nothing more is offered.
    expect(screen.getByText('45 results for “deposit”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
    expect(
      server.requests.filter((r) => r.path.startsWith('/api/v1/library/search')).map((r) => r.path),
    ).toEqual([1, 2, 3].map((page) => `/api/v1/library/search?q=deposit&page=${page}`));
  });
});
