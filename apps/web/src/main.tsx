import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installFieldMessages } from '@amicus/contract/common/zod-messages';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';
import { router } from './app/router';
import '@fontsource-variable/inter';
import '@fontsource-variable/source-serif-4';
import './styles.css';

installFieldMessages();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
