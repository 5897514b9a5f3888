import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SESSION_CHECK_INTERVAL_MS } from '@amicus/contract/common/constants';
import { messages } from '@amicus/contract/common/messages';
import { toast } from '@/components/ui/use-toast';
import { refreshAccessToken } from '@/lib/api-client';
import { isExpiring } from '@/lib/jwt';
import { useSessionStore } from '@/lib/session-store';

/** A token this close to its `exp` is refreshed now: the next check would come too late. */
const REFRESH_MARGIN_MS = SESSION_CHECK_INTERVAL_MS + 10_000;

/**
 * On mount and every 60 s: a token near its `exp` is refreshed silently; when that fails the session ends with
 * 'Session expired. Please login again.' and the user goes to /login. Also reacts to expiries found by the API
 * client (a 401 that no refresh could mend).
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const expired = useSessionStore((s) => s.endedBy === 'expiry');

  useEffect(() => {
    const check = async () => {
      const { token } = useSessionStore.getState();
      if (!token || !isExpiring(token, REFRESH_MARGIN_MS)) return;
      const fresh = await refreshAccessToken();
      if (!fresh && useSessionStore.getState().token === token) useSessionStore.getState().expire();
    };
    void check();
    const timer = setInterval(() => void check(), SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  // Runs once per expiry: the flag stays set until the sign-in page shows (see PublicOnly).
  useEffect(() => {
    if (!expired) return;
    queryClient.clear();
    toast.error(messages.guard.sessionExpired);
    void navigate('/login', { replace: true });
  }, [expired, navigate, queryClient]);

  return null;
}
