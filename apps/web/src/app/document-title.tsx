import { useEffect } from 'react';
import { useMatches, type UIMatch } from 'react-router';
import { useNamedPage } from '@/lib/page-name';

/** What a route may declare in its `handle`: the page's name, shown in the tab and announced on navigation. */
export type RouteHandle = { title?: string };

const APP_TITLE = 'Amicus — AI legal help';

/**
 * Gives each page its own document title (WCAG 2.4.2): a detail page's item once loaded (lib/page-name.ts),
 * else the deepest route that names itself; a route without a name (the landing page) keeps the app's own.
 */
export function DocumentTitle() {
  const named = useNamedPage();
  const routeTitle = titleFor(useMatches());
  const title = named ? `${named} — Amicus` : routeTitle;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** The document title of the page `matches` show (also written into the prerendered pages at build). */
export function titleFor(matches: Pick<UIMatch, 'handle'>[]): string {
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  return title ? `${title} — Amicus` : APP_TITLE;
}
