import { Outlet, ScrollRestoration } from 'react-router';
import { SessionWatcher } from './session-watcher';

/** Wraps every route: the session check and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <SessionWatcher />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
