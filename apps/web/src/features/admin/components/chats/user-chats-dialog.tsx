import { MessagesSquare } from 'lucide-react';
import { adminMessages } from '@amicus/contract/admin/messages';
import type { ChatUser } from '@amicus/contract/admin/chats';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatRelative } from '@/lib/format';
import { useUserChats } from '../../api/chats/get-user-chats';
import { ErrorBanner } from '../error-banner';
import { chatDisplayTitle } from '@/lib/chat-title';

const m = adminMessages.chats;

/** 'View Chats': an accordion of one user's chats; each opens its messages. */
export function UserChatsDialog({
  user,
  onOpenChange,
  onOpenChat,
}: {
  user: ChatUser | null;
  onOpenChange: (open: boolean) => void;
  onOpenChat: (chatId: number) => void;
}) {
  const chats = useUserChats(user?.id ?? null);

  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{user?.name}&apos;s Chats</DialogTitle>
          <DialogDescription>{user?.email}</DialogDescription>
        </DialogHeader>
        {chats.isError ? (
          <ErrorBanner message={m.fetchFailed} onRetry={() => void chats.refetch()} />
        ) : chats.isPending ? (
          <div className="space-y-3" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : chats.data.data.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">{m.noChats}</p>
        ) : (
          <Accordion type="single" collapsible className="-mt-2">
            {chats.data.data.map((chat) => (
              <AccordionItem key={chat.id} value={String(chat.id)}>
                <AccordionTrigger>
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
                    <span className="truncate">{chatDisplayTitle(chat)}</span>
                    <span className="flex shrink-0 items-center gap-2 text-xs font-normal text-muted-foreground">
                      {formatRelative(chat.createdAt)}
                      <Badge variant="secondary" className="tabular-nums">
                        {chat.messageCount} {chat.messageCount === 1 ? 'message' : 'messages'}
                      </Badge>
                    </span>
                  </span>
                </AccordionTrigger>
                <AccordionContent>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                    <dt className="text-muted-foreground">Chat</dt>
                    <dd>#{chat.id}</dd>
                    <dt className="text-muted-foreground">Category</dt>
                    <dd>{chat.categoryName || '—'}</dd>
                    <dt className="text-muted-foreground">Started</dt>
                    <dd>{formatDateTime(chat.createdAt)}</dd>
                    <dt className="text-muted-foreground">Last activity</dt>
                    <dd>{formatDateTime(chat.updatedAt)}</dd>
                  </dl>
                  <Button size="sm" variant="outline" className="mt-4" onClick={() => onOpenChat(chat.id)}>
                    <MessagesSquare /> View Messages
                  </Button>
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </DialogContent>
    </Dialog>
  );
}
