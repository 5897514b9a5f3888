import { History, MessageSquarePlus, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * A chat that is not there for this user (deleted, or another user's): a Retry could never help, so the way
 * on is offered instead, a new chat or the list of the user's own chats.
 */
export function MissingChat({ message }: { message: string | null }) {
  return (
    <div className="flex flex-1 items-center justify-center p-6">
      <div role="alert" className="flex max-w-md flex-col items-center gap-3 text-center">
        <SearchX className="size-8 text-muted-foreground" aria-hidden />
        <p className="text-sm">{message}</p>
        <p className="text-sm text-muted-foreground">
          It may have been deleted. Start a new chat or pick one of yours.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/chat/new" state={{ stage: 'category_selection' }}>
              <MessageSquarePlus /> New Chat
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/chat/history">
              <History /> Chat History
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
