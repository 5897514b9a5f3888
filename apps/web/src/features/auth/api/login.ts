import { useMutation } from '@tanstack/react-query';
import { authResultSchema, type LoginBody } from '@amicus/contract/auth/schemas';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';

export function login(body: LoginBody) {
  return api.post('/auth/login', body, authResultSchema);
}

/** Signs in and stores the session (in sessionStorage when Remember me is off). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (result, body) =>
      useSessionStore.getState().signIn(result.token, result.user, body.rememberMe ?? true),
  });
}
