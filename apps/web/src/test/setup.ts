import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own clean-up between tests.
afterEach(() => cleanup());

// findBy… and waitFor give up after 1 s by default: on a loaded 2-core machine a page's several fetches to the
// local fake API can take longer than that. A test still fails, later, when what it waits for never comes.
configure({ asyncUtilTimeout: 5_000 });
