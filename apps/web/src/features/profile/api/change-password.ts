import { useMutation } from '@tanstack/react-query';
import { authResultSchema, type ChangePasswordBody } from '@amicus/contract/auth/schemas';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';

export function changePassword(body: ChangePasswordBody) {
  return api.post('/auth/change-password', body, authResultSchema);
}

/**
 * A password change ends every session of the user; the answer opens a fresh one for this device, so its token
 * is stored and this tab stays signed in while other devices are signed out.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token, user }) => useSessionStore.getState().setToken(token, user),
  });
}
