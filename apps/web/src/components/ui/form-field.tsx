import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/cn';
import { Label } from './label';

/**
 * A labelled control with its hint and error message. The control receives the id, aria-invalid and
 * aria-describedby, so the message is announced with the field.
 */
export function FormField({
  label,
  error,
  hint,
  className,
  children,
  id: givenId,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  id?: string;
  children: ReactElement;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // An error replaces the hint: the rule is restated in the message, and one line under a field reads better.
  const showHint = Boolean(hint) && !error;
  const describedBy =
    [showHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {showHint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
