import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installFieldMessages } from '@amicus/contract/common/zod-messages';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';
import { router } from './router';

/** Renders the app into `container`. */
export function startApp(container: HTMLElement) {
  installFieldMessages();
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* First, so that it listens before any page's first effects can show a toast. */}
        <Toaster />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
