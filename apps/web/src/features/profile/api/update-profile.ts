import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileResultSchema, type UpdateProfileBody } from '@amicus/contract/auth/schemas';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { profileQueryKey } from './get-profile';

export function updateProfile(body: UpdateProfileBody) {
  return api.put('/auth/profile', body, profileResultSchema);
}

/** Saves name, username and avatar; the session's user follows, so the top bar shows the change at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      useSessionStore.getState().setUser(user);
      queryClient.setQueryData(profileQueryKey, user);
    },
  });
}
