import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentTitle } from './document-title';
import { SessionWatcher } from './session-watcher';

/** Wraps every route: the session check, the page's title and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <SessionWatcher />
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
