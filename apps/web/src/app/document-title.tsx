import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** What a route may declare in its `handle`: the page's name, shown in the tab and announced on navigation. */
export type RouteHandle = { title?: string };

const APP_TITLE = 'Amicus — AI legal help';

/**
 * Gives each page its own document title (WCAG 2.4.2): the deepest route that names itself wins; a route
 * without a name (the landing page) keeps the app's own title.
 */
export function DocumentTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = title ? `${title} — Amicus` : APP_TITLE;
  }, [title]);
  return null;
}
