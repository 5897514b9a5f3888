import { useMutation } from '@tanstack/react-query';
import { messageResultSchema, type ResetPasswordBody } from '@amicus/contract/auth/schemas';
import { api } from '@/lib/api-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api.post('/auth/reset-password', body, messageResultSchema),
  });
}
