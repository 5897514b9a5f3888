import { MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useChat } from '../api/get-chat';
import { chatDisplayTitle } from '@/lib/chat-title';

const roleLabel = { plaintiff: 'Plaintiff', defendant: 'Defendant', other: 'Other party' } as const;

/** The open chat's title with its legal area and where the user is. */
export function ChatHeader({ chatId }: { chatId: number }) {
  const { data: chat, isPending, isError } = useChat(chatId);
  if (isError) return null;
  return (
    <div className="border-b bg-background/60 px-4 py-2.5 sm:px-6">
      <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center gap-x-3 gap-y-1">
        {isPending ? (
          <Skeleton className="h-5 w-48" />
        ) : (
          <>
            <h1
              className="min-w-0 max-w-full truncate font-serif text-base font-semibold sm:text-lg"
              data-testid="chat-title"
            >
              {chatDisplayTitle(chat)}
            </h1>
            {chat.categoryName && <Badge variant="secondary">{chat.categoryName}</Badge>}
            <span className="flex items-center gap-1 text-xs text-muted-foreground">
              <MapPin className="size-3.5" aria-hidden />
              {[chat.legalQuestionnaire.state, chat.legalQuestionnaire.country].filter(Boolean).join(', ')}
              <span aria-hidden>·</span>
              {roleLabel[chat.legalQuestionnaire.role]}
            </span>
          </>
        )}
      </div>
    </div>
  );
}
