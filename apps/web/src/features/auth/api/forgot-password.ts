import { useMutation } from '@tanstack/react-query';
import { messageResultSchema, type ForgotPasswordBody } from '@amicus/contract/auth/schemas';
import { api } from '@/lib/api-client';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => api.post('/auth/forgot-password', body, messageResultSchema),
  });
}
