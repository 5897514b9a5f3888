import '@fontsource-variable/inter';
import '@fontsource-variable/source-serif-4';
import './styles.css';
import { messages } from '@amicus/contract/common/messages';

const root = document.getElementById('root')!;

/** The app's code could not be fetched (offline, or a deploy mid-load): said in words, with a Reload button. */
function showBootFailure() {
  const element = <T extends keyof HTMLElementTagNameMap>(tag: T, props: Partial<HTMLElementTagNameMap[T]>) =>
    Object.assign(document.createElement(tag), props);
  const page = element('main', {
    className: 'flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center',
  });
  page.append(
    element('h1', { className: 'text-2xl font-semibold', textContent: messages.appError.loadTitle }),
    element('p', { className: 'max-w-md text-muted-foreground', textContent: messages.appError.loadBody }),
    element('button', {
      type: 'button',
      className: 'rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground',
      textContent: 'Reload',
      onclick: () => window.location.reload(),
    }),
  );
  root.replaceChildren(page);
}

/*
 * The app boots in steps, each its own main-thread task. A browser compiles and runs a whole module graph in
 * one task: as one graph, React, the libraries and the app held the thread for over 100 ms on a slow machine
 * (bench/chat-render's open), a long task in which the page cannot answer. Each step runs only the modules the
 * steps before it have not; vite.config.ts lists every chunk as a modulepreload, so all are fetched at once.
 * A step imports one of our modules, not a library's whole API: `import('zod')` or `import('react-router')` keeps
 * every export of the library alive (all of zod's locales, all of React Router), where our modules' own imports
 * let the bundler drop what the app does not use.
 */
const boot = () =>
  import('react-dom/client')
    .then(() => import('@/lib/query-client'))
    .then(() => import('@/lib/api-client'))
    .then(() => import('./app/router'))
    .then(() => import('./app/start-app'))
    .then(({ startApp }) => startApp(root), showBootFailure);

// A prerendered page (decision 018) paints without the boot: its preloads wait in a template until the page
// has painted its text, then all are fetched at once and the boot starts. A page that will not paint soon (a
// background tab, or the page hidden for a signed-in visitor) boots once it has loaded.
const deferredPreloads = document.getElementById('boot-preloads');
if (deferredPreloads instanceof HTMLTemplateElement)
  afterFirstPaint(() => {
    document.head.append(deferredPreloads.content);
    void boot();
  });
else void boot();

function afterFirstPaint(start: () => void) {
  const mayNotPaint =
    document.visibilityState === 'hidden' ||
    'storedSession' in document.documentElement.dataset ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (performance.getEntriesByName('first-contentful-paint').length > 0) start();
  else if (mayNotPaint) afterLoad(start);
  else {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint' });
  }
}

function afterLoad(start: () => void) {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
