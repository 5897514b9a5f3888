import { memo, useState } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { formatChatTime, formatDateTime } from '@/lib/format';
import { markdownToPlainText } from '@/lib/markdown/plain-text';
import { chatDisplayTitle } from '@/lib/chat-title';
import { ChatRowMenu } from './chat-row-menu';
import { RenameField } from './rename-field';

export type SidebarChat = { id: number; title: string; createdAt: string; matchedText?: string | null };

/**
 * One chat in the sidebar: its title and creation time, a link to it, and its Rename/Delete menu. On wide
 * screens the menu button takes the time's place on hover, so titles keep their room; on touch screens it
 * always shows.
 */
export const SidebarChatRow = memo(function SidebarChatRow({
  chat,
  onRename,
  onDelete,
}: {
  chat: SidebarChat;
  onRename: (chat: SidebarChat, text: string) => Promise<boolean>;
  onDelete: (chat: SidebarChat) => void;
}) {
  const [editing, setEditing] = useState(false);
  const title = chatDisplayTitle(chat);

  if (editing) {
    return (
      <li className="px-1 py-0.5" data-testid="sidebar-chat">
        <RenameField
          initial={chat.title}
          onCancel={() => setEditing(false)}
          onSave={async (text) => {
            if (await onRename(chat, text)) setEditing(false);
          }}
        />
      </li>
    );
  }

  return (
    <li className="group/row relative" data-testid="sidebar-chat">
      <NavLink
        to={`/chat/${chat.id}`}
        title={title}
        className={({ isActive }) =>
          cn(
            'flex flex-col gap-0.5 rounded-md py-2 pl-3 pr-9 text-sm transition-colors hover:bg-accent hover:text-accent-foreground lg:pr-2',
            isActive && 'bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary',
          )
        }
      >
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate font-medium">{title}</span>
          <time
            dateTime={chat.createdAt}
            title={formatDateTime(chat.createdAt)}
            className="hidden shrink-0 text-[11px] tabular-nums text-muted-foreground lg:inline lg:group-focus-within/row:invisible lg:group-hover/row:invisible"
          >
            {formatChatTime(chat.createdAt)}
          </time>
        </span>
        <time
          dateTime={chat.createdAt}
          className="text-[11px] tabular-nums text-muted-foreground lg:hidden"
          aria-hidden
        >
          {formatChatTime(chat.createdAt)}
        </time>
        {chat.matchedText && (
          <span className="line-clamp-2 text-xs text-muted-foreground" data-testid="sidebar-chat-match">
            {markdownToPlainText(chat.matchedText)}
          </span>
        )}
      </NavLink>
      <ChatRowMenu
        title={title}
        onRename={() => setEditing(true)}
        onDelete={() => onDelete(chat)}
        className="absolute right-1 top-1.5 lg:opacity-0 lg:focus-visible:opacity-100 lg:group-focus-within/row:opacity-100 lg:group-hover/row:opacity-100 lg:data-[state=open]:opacity-100"
      />
    </li>
  );
});
