import { Paperclip, Pencil } from 'lucide-react';
import { memo, useContext, useDeferredValue, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { chatAttachmentMessages, type MessageFile } from '@amicus/contract/chats/attachments';
import { regenerateMessages } from '@amicus/contract/chats/regenerate';
import { MarkdownContent } from '@/components/markdown-content';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/format';
import type { ViewMessage } from '../session/chat-session';
import { FileQuoteNote } from './file-quote-note';
import type { LiveReply } from '../session/live-reply';
import { AssistantAvatar } from './assistant-avatar';
import { EditMessageForm } from './edit-message-form';
import { useMessageActions } from './message-actions';
import { ReplyActions } from './reply-actions';
import { ReplyNote } from './reply-note';
import { SourcePanelContext } from './source-panel-context';
import { CitationChip } from '@/components/citations/citation-chip';
import { CitationContext } from '@/components/citations/citation-context';
import { ReplySources } from '@/components/citations/reply-sources';

function MessageTime({ at, className }: { at: string; className?: string }) {
  return (
    <time dateTime={at} className={cn('text-[11px] tabular-nums text-muted-foreground', className)}>
      {formatTime(at)}
    </time>
  );
}

/** The chat's files a message was sent with, under it. */
function SentFiles({ files }: { files: MessageFile[] }) {
  return (
    <ul
      aria-label={chatAttachmentMessages.sentWith}
      className="flex max-w-[85%] flex-wrap justify-end gap-1.5 sm:max-w-[75%]"
    >
      {files.map((file) => (
        <li
          key={file.id}
          className="inline-flex max-w-full items-center gap-1 rounded-full border bg-card px-2.5 py-0.5 text-xs text-card-foreground"
        >
          <Paperclip className="size-3 shrink-0 text-muted-foreground" aria-hidden />
          <span className="truncate">{file.fileName}</span>
        </li>
      ))}
    </ul>
  );
}

function UserBubble({ message }: { message: ViewMessage }) {
  const actions = useMessageActions();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const editable = message.id !== null && actions.editableId === message.id;
  const cancel = () => {
    setEditing(false);
    // The form is gone: focus goes back to the button that opened it.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <div className="flex flex-col items-end gap-1" data-testid="chat-message" data-sender="user">
      {editing && editable ? (
        <EditMessageForm
          text={message.text}
          price={actions.price}
          onCancel={cancel}
          onSave={(text) => {
            setEditing(false);
            void actions.edit(message.id!, text);
          }}
        />
      ) : (
        <div
          className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-primary px-4 py-2.5 text-sm leading-relaxed text-primary-foreground shadow-sm sm:max-w-[75%]"
          data-testid="message-text"
        >
          {message.text}
        </div>
      )}
      {message.files && message.files.length > 0 && <SentFiles files={message.files} />}
      <div className="flex items-center gap-1 pr-1">
        {editable && !editing && (
          <Button
            ref={editButton}
            variant="ghost"
            size="sm"
            className="h-7 gap-1 px-2 text-xs text-muted-foreground hover:text-foreground"
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden /> {regenerateMessages.edit}
          </Button>
        )}
        <MessageTime at={message.createdAt} />
      </div>
    </div>
  );
}

function AssistantFrame({
  status,
  createdAt,
  actions,
  children,
}: {
  status: string;
  createdAt: string | null;
  /** Copy and Regenerate, beside the time of a stored reply. */
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-3" data-testid="chat-message" data-sender="system" data-status={status}>
      <AssistantAvatar />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="min-w-0 rounded-2xl rounded-tl-md border bg-card px-4 py-3 text-card-foreground shadow-xs">
          {children}
        </div>
        {(createdAt || actions) && (
          <div className="flex flex-wrap items-center gap-x-1 pl-1">
            {createdAt && <MessageTime at={createdAt} />}
            {actions}
          </div>
        )}
      </div>
    </div>
  );
}

function TypingDots() {
  return (
    <span className="inline-flex items-center gap-1 py-1" role="status" aria-label="Amicus is writing">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-1.5 animate-bounce rounded-full bg-muted-foreground/60"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

const noLive = () => () => undefined;

/** Muted lines about as tall as the reply will be, for the moment before its Markdown is rendered. */
function TextPlaceholder({ text }: { text: string }) {
  const lines = Math.min(40, Math.max(1, Math.ceil(text.length / 95)));
  return (
    <div aria-hidden className="space-y-2.5 py-0.5" data-testid="message-placeholder">
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="h-3 rounded bg-muted" style={{ width: i === lines - 1 ? '60%' : '100%' }} />
      ))}
    </div>
  );
}

/**
 * An assistant reply, stored or streaming. One component for both, so that when a streamed reply ends its
 * Markdown blocks are kept as they are (same component, same key) instead of being parsed again from scratch.
 * While streaming it subscribes to the live reply: the only bubble that re-renders, once per frame at most.
 */
const AssistantBubble = memo(function AssistantBubble({
  message,
  live,
}: {
  message: ViewMessage | null;
  live: LiveReply | null;
}) {
  const liveState = useSyncExternalStore(live ? live.subscribe : noLive, () => live?.getSnapshot() ?? null);
  // A reply that streamed in here keeps its per-block rendering after it ends, so nothing is parsed again;
  // a stored reply that was complete when it appeared is parsed in one pass.
  const [streamed] = useState(live !== null);
  const text = liveState ? liveState.text : (message?.text ?? '');
  // A stored reply first mounts with a placeholder and gets its Markdown in a transition: opening a long chat
  // or scrolling through it then parses one reply per slice of work instead of several in one long task.
  const deferredText = useDeferredValue(text, '');
  const shownText = streamed ? text : deferredText;
  const status = liveState ? liveState.status : (message?.status ?? 'complete');
  const ended = status === 'stopped' || status === 'failed' ? status : null;
  const sources = liveState ? liveState.sources : (message?.sources ?? null);
  const check = liveState ? liveState.citationCheck : (message?.citationCheck ?? null);
  const openSource = useContext(SourcePanelContext);
  const citations = useMemo(
    () => ({ sources: sources ?? [], check, ...(openSource ? { openSource } : {}) }),
    [sources, check, openSource],
  );
  const cited = sources !== null || check !== null;
  return (
    <AssistantFrame
      status={status}
      createdAt={liveState ? null : (message?.createdAt ?? null)}
      actions={!liveState && message?.id != null ? <ReplyActions messageId={message.id} text={text} /> : null}
    >
      {shownText ? (
        <CitationContext.Provider value={citations}>
          <MarkdownContent
            text={shownText}
            perBlock={streamed}
            data-testid="message-text"
            {...(cited ? { citation: CitationChip } : {})}
          />
        </CitationContext.Provider>
      ) : text ? (
        <TextPlaceholder text={text} />
      ) : (
        liveState && <TypingDots />
      )}
      {status === 'stopping' && <p className="mt-2 text-xs text-muted-foreground">Stopping…</p>}
      {cited && shownText && (
        <CitationContext.Provider value={citations}>
          <ReplySources sources={citations.sources} check={check} headingLevel={2} />
        </CitationContext.Provider>
      )}
      {!liveState && <FileQuoteNote issues={message?.fileQuoteCheck?.issues ?? []} />}
      {ended && <ReplyNote status={ended} error={message?.error ?? null} hasText={text !== ''} />}
    </AssistantFrame>
  );
});

/** One row of the transcript. Memoised: while a reply streams, the rest of the transcript does not render again. */
export const MessageBubble = memo(function MessageBubble({
  message,
  live = null,
}: {
  message: ViewMessage | null;
  live?: LiveReply | null;
}) {
  if (message?.sender === 'user') return <UserBubble message={message} />;
  return <AssistantBubble message={live ? null : message} live={live} />;
});
