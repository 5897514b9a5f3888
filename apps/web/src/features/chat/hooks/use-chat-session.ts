import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { TOAST_CHAT_DURATION_MS } from '@amicus/contract/common/constants';
import { toast } from '@/components/ui/use-toast';
import { useSessionStore } from '@/lib/session-store';
import { chatKeys } from '../api/query-keys';
import { ChatSession } from '../session/chat-session';
import { sessionApi } from '../session/session-api';

/**
 * The open chat's session, wired to the app: chat toasts (3000 ms), the credits badge, the plans page on 402,
 * and the chat lists, which show last messages. Mount it under a `key` of the chat id: one session per chat.
 */
export function useChatSession(chatId: number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [session] = useState(
    () =>
      new ChatSession(
        chatId,
        {
          credits: (credits) => {
            if (credits === undefined) {
              void queryClient.invalidateQueries({ queryKey: chatKeys.credits });
              return;
            }
            queryClient.setQueryData(chatKeys.credits, credits);
            useSessionStore.getState().setCredits(credits);
          },
          paymentRequired: (message) => {
            toast.error(message, undefined, TOAST_CHAT_DURATION_MS);
            void navigate('/chat/products');
          },
          error: (message) => {
            toast.error(message, undefined, TOAST_CHAT_DURATION_MS);
          },
          replySettled: () => {
            void queryClient.invalidateQueries({ queryKey: ['chats'] });
          },
        },
        sessionApi,
      ),
  );

  useEffect(() => {
    session.start();
    return () => session.dispose();
  }, [session]);

  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  return { session, ...snapshot };
}
