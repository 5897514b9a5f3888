import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { chatMessages } from '@amicus/contract/chats/messages';
import { Button } from '@/components/ui/button';
import type { ViewMessage } from '../session/chat-session';
import type { LiveReply } from '../session/live-reply';
import { MessageBubble } from './message-bubble';

/**
 * A row's height before it is measured, from its text: close estimates mean the list mounts only the rows that
 * are really in view and opens at the true bottom, instead of rendering extra Markdown that is then dropped.
 * About 95 characters fit a line of the 48rem column; lines are ~23 px; bubble, time and padding add ~70 px.
 */
function estimateRowHeight(message: ViewMessage | undefined): number {
  if (!message) return 200;
  const lines = message.text
    .split('\n')
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 95)), 0);
  return 70 + lines * 23;
}
/** Within this distance of the bottom the list follows new text; further up, the reader keeps their place. */
const PIN_THRESHOLD_PX = 80;

/**
 * The transcript, virtualised: only the messages in and near the viewport are in the DOM, so a chat of
 * hundreds of long replies stays light. Rows measure themselves (Markdown heights vary). The list follows the
 * streaming reply while the reader is at the bottom.
 */
export function MessageList({
  messages,
  live,
  followSignal,
}: {
  messages: ViewMessage[];
  live: LiveReply | null;
  /** Changes when the user sends a message: the list jumps to the bottom again. */
  followSignal: number;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const [showJump, setShowJump] = useState(false);
  const count = messages.length + (live ? 1 : 0);

  // TanStack Virtual returns fresh functions each render, which the React Compiler cannot memoise; this
  // component does not rely on compiler memoisation.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimateRowHeight(index < messages.length ? messages[index] : undefined),
    // A chat opens at its latest messages: start there rather than render the first ones and then scroll.
    initialOffset: () => messages.reduce((sum, m) => sum + estimateRowHeight(m), 0),
    overscan: 2,
    // Measurements re-render the list as an ordinary update, not with flushSync inside React's commit, so a
    // batch of freshly measured rows does not turn into one long synchronous task.
    useFlushSync: false,
    paddingStart: 24,
    paddingEnd: 24,
    getItemKey: (index) => (index < messages.length ? messages[index]!.key : (live?.key ?? index)),
  });
  // Keep the reader's place when a row above changes height, but not when the row they are reading grows
  // (the streaming reply): that would push the text they read out of view.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) =>
    item.end <= (instance.scrollOffset ?? 0);
  const totalSize = virtualizer.getTotalSize();

  const scrollToBottom = useCallback(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    pinned.current = distance < PIN_THRESHOLD_PX;
    setShowJump(!pinned.current && distance > 400);
  };

  // Whenever the content grows (a new message, a measured row, streamed text wrapping to a new line) the list
  // stays at the bottom if the reader was there.
  useLayoutEffect(() => {
    if (pinned.current) scrollToBottom();
  }, [totalSize, count, scrollToBottom]);

  useEffect(() => {
    pinned.current = true;
    scrollToBottom();
  }, [followSignal, scrollToBottom]);

  if (count === 0) {
    return (
      <div className="flex flex-1 items-center justify-center p-6">
        <p className="text-sm text-muted-foreground">{chatMessages.noMessages}</p>
      </div>
    );
  }

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollRef}
        onScroll={onScroll}
        className="h-full overflow-y-auto overscroll-contain bg-background outline-none [overflow-anchor:none] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        // Focusable, so the keyboard can scroll the transcript (WCAG 2.1.1).
        tabIndex={0}
        role="log"
        aria-label="Messages"
        aria-busy={live ? true : undefined}
        data-testid="message-list"
      >
        <div className="relative mx-auto w-full max-w-3xl" style={{ height: totalSize }}>
          {virtualizer.getVirtualItems().map((item) => {
            const message = item.index < messages.length ? messages[item.index] : undefined;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute left-0 top-0 w-full px-3 py-2.5 sm:px-6"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <MessageBubble message={message ?? null} live={message ? null : live} />
              </div>
            );
          })}
        </div>
      </div>
      {showJump && (
        <Button
          variant="outline"
          size="icon"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md"
          aria-label="Scroll to the latest message"
          onClick={() => {
            pinned.current = true;
            setShowJump(false);
            scrollToBottom();
          }}
        >
          <ArrowDown />
        </Button>
      )}
    </div>
  );
}
