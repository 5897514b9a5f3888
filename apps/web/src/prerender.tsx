// The build's prerender of the signed-out pages (decision 018): vite.config.ts builds this for Node and writes
// each page's first screen into a copy of index.html, which the server sends for exactly that path.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppRoot } from './app/app-root';
import { titleFor } from './app/document-title';
import { routes } from './app/routes';

/** `path`'s page as a visitor without a session first sees it: its markup and its document title. */
export async function renderPage(path: string): Promise<{ markup: string; title: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects: it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <AppRoot>
      {/* No hydration data: it would be an inline script, which the Content-Security-Policy refuses. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
  return { markup, title: titleFor(context.matches.map((match) => ({ handle: match.route.handle }))) };
}
