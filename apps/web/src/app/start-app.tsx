import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installFieldMessages } from '@amicus/contract/common/zod-messages';
import { hasStoredSession } from '@/lib/stored-session';
import { AppRoot } from './app-root';
import { router } from './router';

/** Resolves once the router has loaded the first page's lazy module, so that its first render is the page. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Renders the app into `container`. A page the build prerendered (/ and /login, signed out: decision 018) is
 * hydrated, keeping the markup already on screen; for a signed-in visitor it was hidden before paint and is
 * replaced, so the guards redirect exactly as on any other page.
 */
export async function startApp(container: HTMLElement) {
  installFieldMessages();
  const app = (
    <AppRoot>
      <RouterProvider router={router} />
    </AppRoot>
  );
  if (container.hasAttribute('data-prerendered') && !hasStoredSession()) {
    await routerReady();
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  container.removeAttribute('data-prerendered');
}
