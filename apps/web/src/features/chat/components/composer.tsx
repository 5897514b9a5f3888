import { Paperclip, SendHorizontal, Square } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  CHAT_ATTACHMENT_ACCEPT,
  chatAttachmentMessages,
  type MessageFile,
} from '@amicus/contract/chats/attachments';
import { chatMessages } from '@amicus/contract/chats/messages';
import { MESSAGE_MAX_LENGTH } from '@amicus/contract/chats/schemas';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useToastClearance } from '@/components/ui/toast-clearance';
import { cn } from '@/lib/cn';
import { DictationSlot } from '@/lib/dictation';
import { addChosenFiles, removeChosenFile, uploadPercent } from '../session/chosen-files';
import { readDraft, writeDraft } from '../session/message-drafts';
import { ChosenFileChips } from './chosen-file-chips';

/** Sending chosen files before the message (see useAttachmentUpload). */
export type ComposerAttachments = {
  /** Resolves to the chat's files they are, or null when refused (then `error` holds the server's words). */
  attach: (files: File[]) => Promise<MessageFile[] | null>;
  /** 0 to 1 while an upload runs, else null. */
  progress: number | null;
  error: string | null;
  clearError: () => void;
};

/**
 * The message box: Enter sends, Shift+Enter starts a new line. Empty or whitespace-only text is never sent.
 * While a reply streams, Stop takes the send button's place. Files chosen with "Attach files" are shown as
 * removable chips and uploaded (with progress) before the message is sent; files alone can be sent too.
 */
export function Composer({
  chatId,
  autoFocus = false,
  disabled,
  streaming,
  stopping,
  onSend,
  onStop,
  attachments,
  focusSignal = 0,
}: {
  /** Whose draft the box keeps (see message-drafts). */
  chatId: number;
  /** Focus the box once it can take text (it is disabled while the chat loads). */
  autoFocus?: boolean;
  disabled: boolean;
  streaming: boolean;
  stopping: boolean;
  /** Resolves to text to put back when the server refused the message. `files`: attached with it. */
  onSend: (text: string, files: MessageFile[]) => Promise<string | null>;
  onStop: () => void;
  attachments?: ComposerAttachments;
  /** Changes when the box should take the focus (a regenerate or an edit started from the transcript). */
  focusSignal?: number;
}) {
  const [draft, setDraftState] = useState(() => readDraft(chatId));
  const setDraft = (text: string) => {
    setDraftState(text);
    writeDraft(chatId, text);
  };
  const [chosen, setChosen] = useState<File[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  const uploading = attachments?.progress != null;
  const canSend = !disabled && !streaming && !uploading && (draft.trim() !== '' || chosen.length > 0);
  const box = useRef<HTMLTextAreaElement>(null);
  const focused = useRef(false);
  // Docked at the bottom of the chat: small screens' toasts sit above it, never over Send.
  const form = useRef<HTMLFormElement>(null);
  useToastClearance(form);
  // Dictated text joins what is already typed (read from the stored draft: it may have changed meanwhile).
  const addDictated = (text: string) => {
    const current = readDraft(chatId);
    setDraft(current.trim() ? `${current.trimEnd()} ${text}` : text);
    box.current?.focus();
  };

  useEffect(() => {
    if (focusSignal > 0) box.current?.focus();
  }, [focusSignal]);

  useEffect(() => {
    if (!autoFocus || disabled || focused.current) return;
    focused.current = true;
    box.current?.focus();
  }, [autoFocus, disabled]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    let files: MessageFile[] = [];
    if (chosen.length > 0 && attachments) {
      // A refused upload keeps the files and the text, so the user can remove the file named and send again.
      const attached = await attachments.attach(chosen);
      if (!attached) return;
      setChosen([]);
      if (draft.trim() === '') return;
      files = attached;
    }
    const text = draft;
    setDraft('');
    const restore = await onSend(text, files);
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
    <form
      ref={form}
      onSubmit={(e) => void submit(e)}
      className="mx-auto w-full max-w-3xl px-3 pb-3 sm:px-6 sm:pb-4"
    >
      {attachments?.error && (
        <p
          role="alert"
          className="mb-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm"
        >
          {attachments.error}
        </p>
      )}
      {uploading && (
        <div className="mb-2 flex items-center gap-3 text-xs text-muted-foreground">
          <Progress
            value={uploadPercent(attachments.progress ?? 0)}
            label="Upload progress"
            valueText={chatAttachmentMessages.uploading(uploadPercent(attachments.progress ?? 0))}
            className="h-1.5 flex-1"
          />
          <span aria-hidden>
            {chatAttachmentMessages.uploading(uploadPercent(attachments.progress ?? 0))}
          </span>
        </div>
      )}
      <div className="rounded-2xl border bg-card p-2 shadow-sm focus-within:border-ring/60 focus-within:ring-2 focus-within:ring-ring/20">
        <ChosenFileChips
          files={chosen}
          disabled={uploading}
          onRemove={(file) => setChosen((files) => removeChosenFile(files, file))}
        />
        <div className="flex items-end gap-2">
          {attachments && (
            <>
              <input
                ref={picker}
                type="file"
                multiple
                accept={CHAT_ATTACHMENT_ACCEPT}
                tabIndex={-1}
                aria-hidden
                className="sr-only"
                onChange={(e) => {
                  const picked = [...(e.target.files ?? [])];
                  e.target.value = '';
                  if (picked.length === 0) return;
                  attachments.clearError();
                  setChosen((files) => addChosenFiles(files, picked));
                }}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={disabled || uploading}
                onClick={() => picker.current?.click()}
                className="size-10 shrink-0 rounded-xl"
                aria-label={chatAttachmentMessages.attach}
                title={`${chatAttachmentMessages.attach}: ${chatAttachmentMessages.attachHint}`}
              >
                <Paperclip />
              </Button>
            </>
          )}
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
      </div>
      <p className="mt-2 text-center text-[11px] text-muted-foreground">
        Amicus gives legal information, not legal advice. For high-stakes matters, talk to a lawyer or legal
        aid.
      </p>
    </form>
  );
}
