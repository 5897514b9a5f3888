import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

/**
 * The inline title editor: Enter or leaving the field saves, Escape cancels. `onSave` decides whether the edit
 * closes (a blank title keeps it open, and nothing is sent).
 */
export function RenameField({
  initial,
  onSave,
  onCancel,
  className,
}: {
  initial: string;
  onSave: (text: string) => Promise<unknown>;
  onCancel: () => void;
  className?: string;
}) {
  const [text, setText] = useState(initial);
  const saving = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const save = async () => {
    // Enter and the blur that may follow it must not save twice.
    if (saving.current) return;
    saving.current = true;
    await onSave(text);
    saving.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      saving.current = true;
      onCancel();
    }
  };

  return (
    <input
      ref={input}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => void save()}
      aria-label="Chat title"
      maxLength={200}
      className={cn(
        'h-8 w-full min-w-0 rounded-md border border-ring bg-background px-2 text-sm outline-none ring-2 ring-ring/20',
        className,
      )}
    />
  );
}
