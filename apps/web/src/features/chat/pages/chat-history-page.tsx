import { MessageSquarePlus, MessagesSquare, RotateCw } from 'lucide-react';
import { SearchBox } from '@/components/search-box';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { ChatHistoryItem } from '@amicus/contract/chats/schemas';
import { chatMessages } from '@amicus/contract/chats/messages';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useChatHistory } from '../api/get-chat-history';
import { DeleteChatDialog } from '../components/delete-chat-dialog';
import { HistoryRow } from '../components/history-row';
import { useDeleteChatAction, useRenameChatAction } from '../hooks/use-chat-actions';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/**
 * /chat/history: every chat of the user, newest first, with a search over titles and message text, and open,
 * rename and delete for each. (The spec names the route but shows no content.)
 */
export function ChatHistoryPage() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const history = useChatHistory(query);
  const { rename } = useRenameChatAction();
  const { remove, isPending: deleting } = useDeleteChatAction();
  const [toDelete, setToDelete] = useState<ChatHistoryItem | null>(null);
  const chats = history.data ?? [];
  const onRename = useCallback((chat: ChatHistoryItem, text: string) => rename(chat, text), [rename]);
  const onDelete = useCallback((chat: ChatHistoryItem) => setToDelete(chat), []);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <h1 className="font-serif text-2xl font-semibold tracking-tight sm:text-3xl">Chat history</h1>
          <p className="text-muted-foreground">
            {history.data
              ? `${chats.length} ${chats.length === 1 ? 'chat' : 'chats'}${query ? ' match your search' : ''}`
              : 'All your conversations with Amicus.'}
          </p>
        </div>
        <Button asChild>
          <Link to="/chat/new" state={{ stage: 'category_selection' }}>
            <MessageSquarePlus /> New Chat
          </Link>
        </Button>
      </header>

      <SearchBox
        value={search}
        onChange={setSearch}
        placeholder="Search by title or message text..."
        label="Search chat history"
        className="mb-5"
        inputClassName="h-11"
      />

      {history.isPending && (
        <div className="grid gap-3" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-24 rounded-xl" />
          ))}
        </div>
      )}

      {history.isError && (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-6 text-center text-sm text-destructive"
        >
          {chatMessages.fetchFailed}
          <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
            <RotateCw /> Retry
          </Button>
        </div>
      )}

      {history.data && chats.length === 0 && (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-12 text-center">
          <MessagesSquare className="mb-1 size-8 text-muted-foreground/70" aria-hidden />
          <p className="font-medium">{chatMessages.noChatHistory}</p>
          <p className="text-sm text-muted-foreground">
            {query ? 'No chat matches your search. Try other words.' : chatMessages.startConversation}
          </p>
        </div>
      )}

      {chats.length > 0 && (
        <ul className="grid gap-3" aria-label="Chats" aria-busy={history.isFetching || undefined}>
          {chats.map((chat) => (
            <HistoryRow
              key={chat.id}
              chat={chat}
              searching={query !== ''}
              onRename={onRename}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}

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
