import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from '@/components/ui/toaster';

/** Shows where the app went, so a test can assert a redirect. */
function Landed({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} at {location.pathname}
    </p>
  );
}

/**
 * Renders one page at `path` inside a memory router (other paths show where navigation landed), a fresh
 * query client and the toaster, as the app does. `pattern` is the route's own path when it has parameters
 * (`/reviews/:id`).
 */
export function renderRoute(path: string, page: ReactNode, pattern?: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const pathname = pattern ?? path.split('?')[0]!;
  const router = createMemoryRouter(
    [
      { path: pathname, element: page },
      { path: '*', element: <Landed name="Elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      {/* First, so that it listens before any page's first effects can show a toast. */}
      <Toaster />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
