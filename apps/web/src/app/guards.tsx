import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { messages } from '@amicus/contract/common/messages';
import { Spinner } from '@/components/ui/spinner';
import { refreshAccessToken } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { RedirectWithToast } from './redirect-with-toast';

type Role = 'user' | 'admin';

/** Where a signed-in visitor of a public page is sent: an admin to /admin/users, anyone else to /chat/new. */
export const homeFor = (role: Role | undefined) => (role === 'admin' ? '/admin/users' : '/chat/new');

/** Where a successful sign-in leads: an admin to the dashboard, anyone else to a new chat. */
export const afterSignInFor = (role: Role | undefined) =>
  role === 'admin' ? '/admin/dashboard' : '/chat/new';

/** The chat flow starts at category selection when a user arrives at /chat/new. */
const stateFor = (role: Role | undefined) =>
  role === 'admin' ? undefined : { stage: 'category_selection' as const };

/**
 * A visitor without a stored session may still hold a refresh cookie (a new tab of a session without Remember
 * me): try it once before sending them to /login.
 */
function useSessionRestore(): 'checking' | 'done' {
  const hasSession = useSessionStore((s) => Boolean(s.token && s.user));
  const [state, setState] = useState<'checking' | 'done'>(hasSession ? 'done' : 'checking');
  useEffect(() => {
    if (hasSession || state === 'done') return;
    let cancelled = false;
    void refreshAccessToken().then(() => {
      if (!cancelled) setState('done');
    });
    return () => {
      cancelled = true;
    };
  }, [hasSession, state]);
  return hasSession ? 'done' : state;
}

function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}

/**
 * Signed-in routes. `admin: 'only'` sends other users to /chat/new; `admin: 'forbid'` sends admins to their
 * dashboard; each with the spec's message.
 */
export function RequireAuth({ admin, children }: { admin?: 'only' | 'forbid'; children?: ReactNode }) {
  const { token, user, endedBy } = useSessionStore();
  const restore = useSessionRestore();
  if (!token || !user) {
    // A session that just expired is announced by the session watcher, a logout needs no message, and a
    // deleted account has nothing left to sign in to: it goes home.
    if (endedBy) return <Navigate to={endedBy === 'deleted' ? '/' : '/login'} replace />;
    if (restore === 'checking') return <FullPageSpinner />;
    return <RedirectWithToast to="/login" message={messages.guard.loginRequired} />;
  }
  if (admin === 'only' && user.role !== 'admin') {
    return (
      <RedirectWithToast to="/chat/new" message={messages.guard.adminOnly} state={stateFor(user.role)} />
    );
  }
  if (admin === 'forbid' && user.role === 'admin') {
    return <RedirectWithToast to="/admin/users" message={messages.guard.adminUseDashboard} />;
  }
  return children ?? <Outlet />;
}

/**
 * Pages for visitors only. Someone who arrives signed in goes home (an admin to /admin/users, a user to
 * /chat/new); someone who signs in here goes where sign-in leads (an admin to /admin/dashboard). The guard does
 * both so that no second redirect races the first.
 */
export function PublicOnly({ children }: { children?: ReactNode }) {
  const { token, user, endedBy, acknowledgeEnd } = useSessionStore();
  const signedIn = Boolean(token && user);
  const [arrivedSignedIn] = useState(signedIn);
  // The sign-in page is showing: an ended session has been dealt with.
  useEffect(() => {
    if (endedBy && !signedIn) acknowledgeEnd();
  }, [endedBy, signedIn, acknowledgeEnd]);
  if (user && signedIn) {
    const to = arrivedSignedIn ? homeFor(user.role) : afterSignInFor(user.role);
    return <Navigate to={to} replace state={stateFor(user.role)} />;
  }
  return children ?? <Outlet />;
}
