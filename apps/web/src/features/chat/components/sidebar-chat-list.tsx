import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareDashed, RotateCw } from 'lucide-react';
import { SearchBox } from '@/components/search-box';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { chatMessages } from '@amicus/contract/chats/messages';
import { CHAT_LIST_DEFAULT_LIMIT } from '@amicus/contract/common/constants';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useChatHistory } from '../api/get-chat-history';
import { useChats } from '../api/get-chats';
import { chatKeys } from '../api/query-keys';
import { chatDisplayTitle } from '@/lib/chat-title';
import { onChatCreated } from '../hooks/chat-created-event';
import { useDeleteChatAction, useRenameChatAction } from '../hooks/use-chat-actions';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { DeleteChatDialog } from './delete-chat-dialog';
import { SidebarChatRow, type SidebarChat } from './sidebar-chat-row';

const SEARCH_DEBOUNCE_MS = 300;
const COLLAPSED_RECENT = 6;

/**
 * The user's chats in the sidebar, under New Chat: newest first, a page at a time; a search that filters by
 * title and message text on the server; loading and empty states; Rename and Delete per row. Collapsed to
 * 70 px, it shows the most recent chats as initials with their titles in tooltips.
 */
export function SidebarChatList({ collapsed }: { collapsed: boolean }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const searching = query !== '';
  const pages = useChats(CHAT_LIST_DEFAULT_LIMIT);
  const found = useChatHistory(query, searching);
  const { rename } = useRenameChatAction();
  const { remove, isPending: deleting } = useDeleteChatAction();
  const [toDelete, setToDelete] = useState<SidebarChat | null>(null);

  // The list reloads on every chat-created event, so a new chat appears at once.
  useEffect(
    () => onChatCreated(() => void queryClient.invalidateQueries({ queryKey: chatKeys.lists })),
    [queryClient],
  );

  const chats: SidebarChat[] = searching
    ? (found.data ?? [])
    : (pages.data?.pages.flatMap((page) => page.data) ?? []);
  const loading = searching ? found.isPending : pages.isPending;
  const failed = searching ? found.isError : pages.isError;

  // A chat list that fails to load is logged only, with no message to the user.
  const listError = searching ? found.error : pages.error;
  useEffect(() => {
    if (listError) console.error('Failed to load the chat list', listError);
  }, [listError]);

  const onRename = useCallback((chat: SidebarChat, text: string) => rename(chat, text), [rename]);
  const onDelete = useCallback((chat: SidebarChat) => setToDelete(chat), []);

  if (collapsed) return <CollapsedChatList chats={chats.slice(0, COLLAPSED_RECENT)} />;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="px-2 pb-2">
        <SearchBox value={search} onChange={setSearch} placeholder="Search chats..." inputClassName="h-9" />
      </div>
      {/* Over a list that failed to load, the heading alone would read as "your chats are gone". */}
      {!(failed && chats.length === 0) && (
        <p className="px-4 pb-1 text-[11px] font-semibold uppercase tracking-wider text-muted-foreground">
          {searching ? 'Search results' : 'Recent chats'}
        </p>
      )}

      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-2" aria-busy={loading || undefined}>
        {loading && (
          <div className="flex justify-center py-6">
            <Spinner label="Loading chats" />
          </div>
        )}
        {failed && chats.length === 0 && (
          // No error message here (the failure is only logged); a quiet way to try again is still offered.
          <Button
            variant="ghost"
            size="sm"
            className="w-full text-muted-foreground"
            onClick={() => void (searching ? found.refetch() : pages.refetch())}
            disabled={searching ? found.isFetching : pages.isFetching}
          >
            <RotateCw /> Reload chats
          </Button>
        )}
        {!loading && !failed && chats.length === 0 && (
          <div
            className="flex flex-col items-center gap-1.5 px-2 py-8 text-center"
            data-testid="chat-list-empty"
          >
            <MessageSquareDashed className="mb-1 size-6 text-muted-foreground/70" aria-hidden />
            <p className="text-sm font-medium">{chatMessages.noChatHistory}</p>
            <p className="text-xs text-muted-foreground">
              {searching ? 'No chat matches your search' : chatMessages.startConversation}
            </p>
          </div>
        )}
        {chats.length > 0 && (
          <ul className="flex flex-col gap-0.5" aria-label="Chats">
            {chats.map((chat) => (
              <SidebarChatRow key={chat.id} chat={chat} onRename={onRename} onDelete={onDelete} />
            ))}
          </ul>
        )}
        {!searching && pages.hasNextPage && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-1 w-full text-muted-foreground"
            onClick={() => void pages.fetchNextPage()}
            disabled={pages.isFetchingNextPage}
          >
            {pages.isFetchingNextPage ? 'Loading...' : 'Show more'}
          </Button>
        )}
      </div>

      <DeleteChatDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        pending={deleting}
        onConfirm={() => {
          if (!toDelete) return;
          void remove(toDelete.id).then(() => setToDelete(null));
        }}
      />
    </div>
  );
}

/**
 * The 70 px sidebar: the most recent chats as their initial, the title in a tooltip. Plain links with the
 * active state worked out here: the tooltip's trigger merges class names as strings, so NavLink's class
 * function cannot pass through it.
 */
function CollapsedChatList({ chats }: { chats: SidebarChat[] }) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Recent chats"
      className="flex min-h-0 flex-1 flex-col items-center gap-1.5 overflow-hidden p-2"
    >
      {chats.map((chat) => {
        const title = chatDisplayTitle(chat);
        const active = pathname === `/chat/${chat.id}`;
        return (
          <Tooltip key={chat.id} content={title}>
            <Link
              to={`/chat/${chat.id}`}
              aria-label={title}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-full border bg-background text-xs font-semibold text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
                active && 'border-primary/40 bg-primary/10 text-primary',
              )}
            >
              {title[0]}
            </Link>
          </Tooltip>
        );
      })}
    </nav>
  );
}
