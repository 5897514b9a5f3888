import '@fontsource-variable/inter';
import '@fontsource-variable/source-serif-4';
import './styles.css';

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
  .then(({ startApp }) => startApp(document.getElementById('root')!));
