import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { successSchema } from '@amicus/contract/common/ids';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';

/** Ends the session on the server, and locally even when that call fails; then goes to /login. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await api.post('/auth/logout', {}, successSchema);
    } catch {
      // The token is removed even when the server call fails.
    }
    useSessionStore.getState().signOut();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
