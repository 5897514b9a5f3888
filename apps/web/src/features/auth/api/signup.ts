import { useMutation } from '@tanstack/react-query';
import { signupResultSchema, type SignupBody } from '@amicus/contract/auth/schemas';
import { api } from '@/lib/api-client';

export function signup(body: SignupBody) {
  return api.post('/auth/signup', body, signupResultSchema);
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
