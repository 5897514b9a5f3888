import { Copy, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { regenerateMessages as m } from '@amicus/contract/chats/regenerate';
import { priceNote } from '@amicus/contract/credits/prices';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useMessageActions } from './message-actions';

/** Puts a reply's Markdown, its [n] citations as written, on the clipboard; the toast says so to everyone. */
async function copyReply(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(m.copied);
  } catch {
    toast.error(m.copyFailed);
  }
}

const actionClass = 'h-7 gap-1 px-2 text-xs text-muted-foreground hover:text-foreground';

/** Under a stored reply: Copy, and on the chat's last reply Regenerate (charged as a message). */
export function ReplyActions({ messageId, text }: { messageId: number; text: string }) {
  const actions = useMessageActions();
  const priceId = useId();
  const regenerable = actions.regenerableId === messageId;
  return (
    <div className="flex items-center gap-0.5" data-testid="reply-actions">
      {text && (
        <Button variant="ghost" size="sm" className={actionClass} onClick={() => void copyReply(text)}>
          <Copy aria-hidden /> {m.copy}
        </Button>
      )}
      {regenerable && (
        <>
          <Button
            variant="ghost"
            size="sm"
            className={actionClass}
            onClick={actions.regenerate}
            aria-describedby={actions.price !== undefined ? priceId : undefined}
            title={actions.price !== undefined ? priceNote(actions.price) : undefined}
          >
            <RefreshCw aria-hidden /> {m.regenerate}
          </Button>
          {actions.price !== undefined && (
            <span id={priceId} className="sr-only">
              {priceNote(actions.price)}
            </span>
          )}
        </>
      )}
    </div>
  );
}
