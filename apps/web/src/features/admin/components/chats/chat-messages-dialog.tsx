import { adminMessages } from '@amicus/contract/admin/messages';
import type { ChatMessage } from '@amicus/contract/chats/schemas';
import { MarkdownContent } from '@/components/markdown-content';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useChatMessages } from '../../api/chats/get-chat-messages';
import { ErrorBanner } from '../error-banner';
import { chatDisplayTitle } from '@/lib/chat-title';

const m = adminMessages.chats;

/** A chat's messages, read-only, titled 'Chat #{id} - {user name}'. */
export function ChatMessagesDialog({
  chatId,
  userName,
  onOpenChange,
}: {
  chatId: number | null;
  userName: string;
  onOpenChange: (open: boolean) => void;
}) {
  const messages = useChatMessages(chatId);
  const title = chatId === null ? '' : m.messagesTitle(chatId, messages.data?.chat.user.name ?? userName);

  return (
    <Dialog open={chatId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[calc(100dvh-2rem)] flex-col sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {messages.data ? chatDisplayTitle(messages.data.chat) : 'Messages'}
          </DialogDescription>
        </DialogHeader>
        {/* A scrolling region: focusable and named, so the keyboard can scroll it (WCAG 2.1.1). */}
        <div
          tabIndex={0}
          role="region"
          aria-label="Messages"
          className="-mx-6 min-h-0 flex-1 overflow-y-auto px-6 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        >
          {messages.isError ? (
            <ErrorBanner message={m.fetchFailed} onRetry={() => void messages.refetch()} />
          ) : messages.isPending ? (
            <div className="space-y-3" aria-busy="true">
              <Skeleton className="ml-auto h-12 w-2/3" />
              <Skeleton className="h-24 w-3/4" />
            </div>
          ) : messages.data.data.length === 0 ? (
            <p className="py-10 text-center text-sm text-muted-foreground">{m.noMessages}</p>
          ) : (
            <ol className="space-y-4 pb-2">
              {messages.data.data.map((message) => {
                const mine = message.sender === 'user';
                return (
                  <li
                    key={message.id}
                    className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}
                  >
                    <div
                      className={cn(
                        'max-w-[85%] rounded-2xl px-4 py-2.5',
                        mine
                          ? 'rounded-br-sm bg-primary text-primary-foreground'
                          : 'rounded-bl-sm border bg-muted/40',
                      )}
                    >
                      {mine ? (
                        <p className="whitespace-pre-wrap break-words text-sm">{message.message}</p>
                      ) : (
                        <MarkdownContent text={message.message || '…'} />
                      )}
                    </div>
                    <span className="px-1 text-xs text-muted-foreground">
                      {mine ? 'User' : 'Assistant'} · {formatDateTime(message.createdAt)}
                      {message.status !== 'complete' && ` · ${message.status}`}
                      {!mine && <CitationCounts message={message} />}
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The citation check's counts of a reply: its sources, its citations, and the ones that could not be verified. */
function CitationCounts({ message }: { message: ChatMessage }) {
  const check = message.citationCheck;
  if (!message.sources && !check) return null;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const unverified = check?.issues.length ?? 0;
  return (
    <span data-testid="citation-counts">
      {' · '}
      {plural(message.sources?.length ?? 0, 'source')}
      {check && ` · ${plural(check.markers, 'citation')}, ${check.supported} of a given source`}
      {unverified > 0 && (
        <span className="font-medium text-amber-700 dark:text-amber-300"> · {unverified} unverified</span>
      )}
    </span>
  );
}
