import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';

/**
 * What wraps the router, in the browser and in the build's prerender alike: hydration needs both trees to be
 * the same.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* First, so that it listens before any page's first effects can show a toast. */}
        <Toaster />
        {children}
      </QueryClientProvider>
    </StrictMode>
  );
}
