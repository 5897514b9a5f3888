import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { chatMessages } from '@amicus/contract/chats/messages';
import { TOAST_CHAT_DURATION_MS } from '@amicus/contract/common/constants';
import { toast } from '@/components/ui/use-toast';
import { useDeleteChat } from '../api/delete-chat';
import { useRenameChat } from '../api/rename-chat';

/**
 * Rename with the spec's rules and toasts: a blank title is not sent (the caller keeps editing), an unchanged
 * one closes with no call. Resolves to whether the edit may close.
 */
export function useRenameChatAction() {
  const rename = useRenameChat();
  const run = useCallback(
    async (chat: { id: number; title: string }, text: string): Promise<boolean> => {
      const title = text.trim();
      if (!title) return false;
      if (title === chat.title.trim()) return true;
      try {
        await rename.mutateAsync({ chatId: chat.id, title });
        toast.success(chatMessages.chatRenamedTitle, chatMessages.chatRenamedBody, TOAST_CHAT_DURATION_MS);
      } catch {
        toast.error('Error', chatMessages.renameFailed, TOAST_CHAT_DURATION_MS);
      }
      return true;
    },
    [rename],
  );
  return { rename: run, isPending: rename.isPending };
}

/** Delete with the spec's toasts; deleting the open chat goes to /chat/new with a flag saying why. */
export function useDeleteChatAction() {
  const remove = useDeleteChat();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const run = useCallback(
    async (chatId: number): Promise<boolean> => {
      try {
        await remove.mutateAsync(chatId);
      } catch {
        toast.error('Error', chatMessages.deleteFailed, TOAST_CHAT_DURATION_MS);
        return false;
      }
      toast.success(chatMessages.chatDeletedTitle, chatMessages.chatDeletedBody, TOAST_CHAT_DURATION_MS);
      if (pathname === `/chat/${chatId}`) {
        void navigate('/chat/new', { state: { stage: 'category_selection', deletedChatId: chatId } });
      }
      return true;
    },
    [remove, navigate, pathname],
  );
  return { remove: run, isPending: remove.isPending };
}
