import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The red panel a screen shows when its data cannot be loaded, with a retry when one makes sense. */
export function ErrorBanner({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-2">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span className="font-medium">{message}</span>
      </div>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry} className="self-start sm:self-auto">
          <RotateCw /> Retry
        </Button>
      )}
    </div>
  );
}
