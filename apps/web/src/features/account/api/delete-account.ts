import { useMutation } from '@tanstack/react-query';
import { deleteAccountResultSchema, type DeleteAccountBody } from '@amicus/contract/account/data';
import { request } from '@/lib/api-client';

/**
 * DELETE /account `{ password }`: removes the account and everything in it; the server revokes every session.
 * 400 for a wrong password, 409 for the only administrator, each with a message fit to show.
 */
export function deleteAccount(body: DeleteAccountBody) {
  return request('/account', { method: 'DELETE', body }, deleteAccountResultSchema);
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
