import { SendHorizontal, Square } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { chatMessages } from '@amicus/contract/chats/messages';
import { MESSAGE_MAX_LENGTH } from '@amicus/contract/chats/schemas';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DictationSlot } from '@/lib/dictation';
import { readDraft, writeDraft } from '../session/message-drafts';

/**
 * The message box: Enter sends, Shift+Enter starts a new line. Empty or whitespace-only text is never sent.
 * While a reply streams, Stop takes the send button's place.
 */
export function Composer({
  chatId,
  autoFocus = false,
  disabled,
  streaming,
  stopping,
  onSend,
  onStop,
}: {
  /** Whose draft the box keeps (see message-drafts). */
  chatId: number;
  /** Focus the box once it can take text (it is disabled while the chat loads). */
  autoFocus?: boolean;
  disabled: boolean;
  streaming: boolean;
  stopping: boolean;
  /** Resolves to text to put back when the server refused the message. */
  onSend: (text: string) => Promise<string | null>;
  onStop: () => void;
}) {
  const [draft, setDraftState] = useState(() => readDraft(chatId));
  const setDraft = (text: string) => {
    setDraftState(text);
    writeDraft(chatId, text);
  };
  const canSend = !disabled && !streaming && draft.trim() !== '';
  const box = useRef<HTMLTextAreaElement>(null);
  const focused = useRef(false);
  // Dictated text joins what is already typed (read from the stored draft: it may have changed meanwhile).
  const addDictated = (text: string) => {
    const current = readDraft(chatId);
    setDraft(current.trim() ? `${current.trimEnd()} ${text}` : text);
    box.current?.focus();
  };

  useEffect(() => {
    if (!autoFocus || disabled || focused.current) return;
    focused.current = true;
    box.current?.focus();
  }, [autoFocus, disabled]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const text = draft;
    setDraft('');
    const restore = await onSend(text);
    // Written even when the box is gone: a 402 has already moved the user to the plans page.
    if (restore !== null && readDraft(chatId) === '') setDraft(restore);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="mx-auto w-full max-w-3xl px-3 pb-3 sm:px-6 sm:pb-4">
      <div className="flex items-end gap-2 rounded-2xl border bg-card p-2 shadow-sm focus-within:border-ring/60 focus-within:ring-2 focus-within:ring-ring/20">
        <textarea
          ref={box}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={chatMessages.typeMessage}
          aria-label="Message"
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          disabled={disabled}
          className="max-h-48 min-h-10 flex-1 resize-none bg-transparent px-2 py-2 text-sm outline-none [field-sizing:content] placeholder:text-muted-foreground focus-visible:outline-none disabled:cursor-not-allowed"
        />
        {!streaming && <DictationSlot disabled={disabled} onText={addDictated} />}
        {streaming ? (
          <Button
            type="button"
            variant="outline"
            onClick={onStop}
            disabled={stopping}
            className="h-10 shrink-0 rounded-xl"
            aria-label="Stop"
          >
            <Square className="fill-current" />
            <span className="hidden sm:inline">{stopping ? 'Stopping…' : 'Stop'}</span>
          </Button>
        ) : (
          <Button
            type="submit"
            size="icon"
            disabled={!canSend}
            className={cn('size-10 shrink-0 rounded-xl')}
            aria-label="Send message"
          >
            <SendHorizontal />
          </Button>
        )}
      </div>
      <p className="mt-2 text-center text-[11px] text-muted-foreground">
        Amicus gives legal information, not legal advice. For high-stakes matters, talk to a lawyer or legal
        aid.
      </p>
    </form>
  );
}
