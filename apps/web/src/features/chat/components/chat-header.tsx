import { FilePen, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useChat } from '../api/get-chat';
import { ExportMenu } from './export-menu';
import { chatDisplayTitle } from '@/lib/chat-title';
import { usePageName } from '@/lib/page-name';

const roleLabel = { plaintiff: 'Plaintiff', defendant: 'Defendant', other: 'Other party' } as const;

/**
 * The open chat's title with its legal area and where the user is, "Export" (Markdown or PDF), and "Draft a
 * letter": the documents catalogue with this chat's id, so the letter's answers are filled in from it (a link:
 * features stay apart).
 */
export function ChatHeader({ chatId }: { chatId: number }) {
  const { data: chat, isPending, isError } = useChat(chatId);
  usePageName(chat ? chatDisplayTitle(chat) : undefined);
  if (isError) return null;
  return (
    <div className="border-b bg-background/60 px-4 py-2.5 sm:px-6">
      <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center gap-x-3 gap-y-1">
        {isPending ? (
          <Skeleton className="h-5 w-48" />
        ) : (
          <>
            {/* What the chat is about on the left (its place under the title when space is short), the actions
                on the right; on a phone the actions take a line of their own. */}
            <div className="flex min-w-0 flex-1 basis-72 flex-wrap items-center gap-x-3 gap-y-1">
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
            </div>
            <div className="ml-auto flex items-center gap-2">
              <ExportMenu chatId={chatId} />
              <Button asChild variant="outline" size="sm" className="h-8">
                <Link to={`/documents?chat=${chatId}`}>
                  <FilePen aria-hidden /> Draft a letter
                </Link>
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
