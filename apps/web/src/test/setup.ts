import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own clean-up between tests.
afterEach(() => cleanup());

// Sonner removes a closing toast 200 ms later on a timer its unmount does not clear; when a file's last test ends
// inside that window, the timer fires after the file's jsdom window is gone and fails the run with "window is not
// defined". A file that showed a toast waits that timer out before its window is torn down.
const SONNER_REMOVAL_MS = 200;
let toastShown = false;
// A file run in Node (no document) shows no toasts.
const toastWatch =
  typeof document === 'undefined'
    ? undefined
    : new MutationObserver(() => {
        if (!document.querySelector('[data-sonner-toast]')) return;
        toastShown = true;
        toastWatch?.disconnect();
      });
toastWatch?.observe(document.documentElement, { childList: true, subtree: true });

afterAll(async () => {
  toastWatch?.disconnect();
  if (toastShown) await new Promise((resolve) => setTimeout(resolve, SONNER_REMOVAL_MS + 50));
});

// findBy… and waitFor give up after 1 s by default: on a loaded 2-core machine a page's several fetches to the
// local fake API can take longer than that. A test still fails, later, when what it waits for never comes.
configure({ asyncUtilTimeout: 5_000 });
