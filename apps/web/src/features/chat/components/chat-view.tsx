import { RotateCw, TriangleAlert } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { CitedSource } from '@amicus/contract/library/schemas';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAttachmentUpload } from '../hooks/use-attachment-upload';
import { useChatSession } from '../hooks/use-chat-session';
import { useLiveStatus } from '../hooks/use-live-status';
import { useMessagePrice } from '../hooks/use-message-price';
import { AttachedFiles } from './attached-files';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { MessageActionsContext, type MessageActions } from './message-actions';
import { MessageList } from './message-list';
import { MissingChat } from './missing-chat';
import { SourcePanel, type OpenedSource } from './source-panel';
import { SourcePanelContext } from './source-panel-context';

/**
 * Stage 4, chat interaction: the header, the transcript and the message box of one chat, and beside them the
 * source a citation opened. `renderSource` reads a section (the app layer gives the library's reader); without
 * it sources open only on their own page.
 */
export function ChatView({
  chatId,
  renderSource,
}: {
  chatId: number;
  renderSource?: (source: CitedSource) => ReactNode;
}) {
  const { session, phase, loadError, messages, live } = useChatSession(chatId);
  // A chat just created from the flow: the user's next step is to write, so the message box takes focus.
  const focusComposer = (useLocation().state as { focusComposer?: boolean } | null)?.focusComposer === true;
  const liveStatus = useLiveStatus(live);
  const [followSignal, setFollowSignal] = useState(0);
  const [composerFocus, setComposerFocus] = useState(0);
  const [opened, setOpened] = useState<OpenedSource | null>(null);
  const attachments = useAttachmentUpload(chatId);
  const price = useMessagePrice();
  // The transcript renders at transition priority: opening a long chat mounts its rows (Markdown and all) in
  // slices React can interrupt, not in one long task, while the spinner stays up. Streamed text does not pass
  // through here (the live reply has its own store), so streaming is not delayed by it.
  const transcript = useMemo(() => (phase === 'ready' ? { messages, live } : null), [phase, messages, live]);
  const shown = useDeferredValue(transcript);

  const openSource = useCallback(
    (source: CitedSource, opener: HTMLElement | null) => setOpened({ source, opener }),
    [],
  );
  const actions = useMemo<MessageActions>(() => {
    const idle = live === null && phase === 'ready';
    const last = messages.at(-1);
    const lastOfUser = messages.findLast((m) => m.sender === 'user');
    // The regenerated reply streams in at the bottom, where the list follows it; the message box (with Stop)
    // takes the focus from the button that is gone.
    const started = () => {
      setFollowSignal((n) => n + 1);
      setComposerFocus((n) => n + 1);
    };
    return {
      regenerableId: idle && last?.sender === 'system' ? last.id : null,
      editableId: idle ? (lastOfUser?.id ?? null) : null,
      price,
      regenerate: () => {
        started();
        void session.regenerate();
      },
      edit: (messageId, text) => {
        started();
        return session.edit(messageId, text);
      },
    };
  }, [live, phase, messages, price, session]);

  return (
    <div className="flex h-[calc(100dvh-3.5rem)]">
      <div className="flex min-w-0 flex-1 flex-col">
        <ChatHeader chatId={chatId} />
        {phase !== 'missing' && <AttachedFiles chatId={chatId} />}
        {(phase === 'loading' || (phase === 'ready' && !shown)) && (
          <div className="flex flex-1 items-center justify-center">
            <Spinner className="size-7" label="Loading messages" />
          </div>
        )}
        {phase === 'failed' && (
          <div className="flex flex-1 items-center justify-center p-6">
            <div role="alert" className="flex max-w-md flex-col items-center gap-3 text-center">
              <TriangleAlert className="size-8 text-destructive" aria-hidden />
              <p className="text-sm">{loadError}</p>
              <Button variant="outline" onClick={() => session.retry()}>
                <RotateCw /> Retry
              </Button>
            </div>
          </div>
        )}
        {phase === 'missing' && <MissingChat message={loadError} />}
        {phase === 'ready' && shown && (
          <SourcePanelContext.Provider value={renderSource ? openSource : null}>
            <MessageActionsContext.Provider value={actions}>
              <MessageList messages={shown.messages} live={shown.live} followSignal={followSignal} />
            </MessageActionsContext.Provider>
          </SourcePanelContext.Provider>
        )}
        {phase !== 'missing' && (
          <Composer
            chatId={chatId}
            autoFocus={focusComposer}
            disabled={phase !== 'ready'}
            streaming={live !== null}
            stopping={liveStatus === 'stopping'}
            onSend={(text, files) => {
              setFollowSignal((n) => n + 1);
              return session.send(text, files);
            }}
            onStop={() => void session.stop()}
            attachments={attachments}
            focusSignal={composerFocus}
          />
        )}
      </div>
      {renderSource && (
        <SourcePanel opened={opened} onClose={() => setOpened(null)}>
          {opened && renderSource(opened.source)}
        </SourcePanel>
      )}
    </div>
  );
}
