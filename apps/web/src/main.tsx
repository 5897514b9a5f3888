import '@fontsource-variable/inter';
import '@fontsource-variable/source-serif-4';
import './styles.css';
import { messages } from '@amicus/contract/common/messages';

const root = document.getElementById('root')!;

/** The app's code could not be fetched (offline, or a deploy mid-load): said in words, with a Reload button. */
function showBootFailure() {
  const page = document.createElement('main');
  page.className = 'flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center';
  const title = Object.assign(document.createElement('h1'), { textContent: messages.appError.loadTitle });
  title.className = 'text-2xl font-semibold';
  const body = Object.assign(document.createElement('p'), { textContent: messages.appError.loadBody });
  body.className = 'max-w-md text-muted-foreground';
  const reload = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Reload' });
  reload.className = 'rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground';
  reload.addEventListener('click', () => window.location.reload());
  page.append(title, body, reload);
  root.replaceChildren(page);
}

/*
 * The app boots in steps, each its own main-thread task. A browser compiles and runs a whole module graph in
 * one task: as one graph, React, the libraries and the app held the thread for over 100 ms on a slow machine
 * (bench/chat-render's open), a long task in which the page cannot answer. Each step runs only the modules the
 * steps before it have not; vite.config.ts lists every chunk as a modulepreload, so all are fetched at once.
 */
void import('react-dom/client')
  .then(() => Promise.all([import('react-router'), import('@tanstack/react-query'), import('zod')]))
  .then(() => import('@/lib/api-client'))
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp(root), showBootFailure);
