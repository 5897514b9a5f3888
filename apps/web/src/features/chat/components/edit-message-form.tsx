import { Coins } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { regenerateMessages as m } from '@amicus/contract/chats/regenerate';
import { MESSAGE_MAX_LENGTH } from '@amicus/contract/chats/schemas';
import { priceNote } from '@amicus/contract/credits/prices';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

/**
 * The user's last message opened for editing, in place of its bubble: saving replaces it and regenerates the
 * reply after it (charged as a message, said beside the button); Cancel or Escape leaves it as it was.
 */
export function EditMessageForm({
  text,
  price,
  onSave,
  onCancel,
}: {
  text: string;
  price: number | undefined;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(text);
  const priceId = useId();
  const changed = draft.trim() !== '' && draft.trim() !== text.trim();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (changed) onSave(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      onSubmit={submit}
      className="flex w-full max-w-[85%] flex-col gap-2 sm:max-w-[75%]"
      data-testid="edit-message-form"
    >
      <Textarea
        aria-label={m.editLabel}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        maxLength={MESSAGE_MAX_LENGTH}
        // Focus goes to the text, ready to change it, with the caret at its end.
        autoFocus
        onFocus={(e) =>
          e.currentTarget.setSelectionRange(e.currentTarget.value.length, e.currentTarget.value.length)
        }
        className="min-h-20 resize-y bg-card [field-sizing:content]"
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {price !== undefined && (
          <span id={priceId} className="mr-auto flex items-center gap-1 text-xs text-muted-foreground">
            <Coins className="size-3.5" aria-hidden />
            {priceNote(price)}
          </span>
        )}
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {m.cancelEdit}
        </Button>
        <Button
          type="submit"
          size="sm"
          disabled={!changed}
          aria-describedby={price !== undefined ? priceId : undefined}
        >
          {m.saveEdit}
        </Button>
      </div>
    </form>
  );
}
