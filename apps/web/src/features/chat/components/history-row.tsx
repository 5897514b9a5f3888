import { MessageSquareText } from 'lucide-react';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import type { ChatHistoryItem } from '@amicus/contract/chats/schemas';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { markdownToPlainText } from '@/lib/markdown/plain-text';
import { chatDisplayTitle } from '@/lib/chat-title';
import { ChatRowMenu } from './chat-row-menu';
import { RenameField } from './rename-field';

/** One chat on the history page: title, legal area, date, the matching or last text, and its actions. */
export const HistoryRow = memo(function HistoryRow({
  chat,
  searching,
  onRename,
  onDelete,
}: {
  chat: ChatHistoryItem;
  searching: boolean;
  onRename: (chat: ChatHistoryItem, text: string) => Promise<boolean>;
  onDelete: (chat: ChatHistoryItem) => void;
}) {
  const [editing, setEditing] = useState(false);
  const title = chatDisplayTitle(chat);
  const raw = searching && chat.matchedText ? chat.matchedText : chat.lastMessage;
  const preview = raw ? markdownToPlainText(raw) : '';

  return (
    <li
      className="group relative rounded-xl border bg-card shadow-xs transition hover:border-primary/30 hover:shadow-sm"
      data-testid="history-chat"
    >
      <div className="flex items-start gap-3 p-4 pr-12">
        <span className="mt-0.5 hidden size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:flex">
          <MessageSquareText className="size-4" aria-hidden />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          {editing ? (
            <RenameField
              initial={chat.title}
              onCancel={() => setEditing(false)}
              onSave={async (text) => {
                if (await onRename(chat, text)) setEditing(false);
              }}
              className="max-w-md"
            />
          ) : (
            <Link
              to={`/chat/${chat.id}`}
              className="truncate font-semibold after:absolute after:inset-0 after:rounded-xl hover:text-primary"
            >
              {title}
            </Link>
          )}
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            {chat.categoryName && <Badge variant="secondary">{chat.categoryName}</Badge>}
            <time dateTime={chat.createdAt}>{formatDateTime(chat.createdAt)}</time>
          </div>
          {preview && (
            <p className="line-clamp-2 text-sm text-muted-foreground" data-testid="history-chat-preview">
              {preview}
            </p>
          )}
        </div>
      </div>
      <ChatRowMenu
        title={title}
        onRename={() => setEditing(true)}
        onDelete={() => onDelete(chat)}
        className="absolute right-3 top-3 z-10"
      />
    </li>
  );
});
