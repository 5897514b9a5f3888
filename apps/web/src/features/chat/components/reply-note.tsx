import { CircleAlert, CircleStop } from 'lucide-react';

/** Why a reply ended early; the text that arrived stays above it. */
export function ReplyNote({
  status,
  error,
  hasText,
}: {
  status: 'stopped' | 'failed';
  error: string | null;
  hasText: boolean;
}) {
  if (status === 'stopped') {
    return (
      <p className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="reply-note">
        <CircleStop className="size-3.5 shrink-0" aria-hidden />
        {hasText
          ? 'Stopped. The reply was cut short; what arrived is kept.'
          : 'Stopped before any text arrived.'}
      </p>
    );
  }
  const reason = error ?? 'The reply could not be completed.';
  return (
    <p
      role="alert"
      className="mt-2 flex items-start gap-1.5 rounded-md bg-destructive/10 px-2 py-1.5 text-xs text-destructive"
      data-testid="reply-note"
    >
      <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
      <span>
        {hasText ? `${reason.replace(/\.?$/, '.')} The reply is incomplete; what arrived is kept.` : reason}
      </span>
    </p>
  );
}
