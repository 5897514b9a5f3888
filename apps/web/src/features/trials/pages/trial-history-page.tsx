import { Gavel, Plus, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Trial } from '@amicus/contract/trials/schemas';
import { trialMessages } from '@amicus/contract/trials/messages';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useUserTrials } from '../api/get-user-trials';
import { TrialCard } from '../components/trial-card';
import { TrialDetailsDialog } from '../components/trial-details-dialog';

/** /user/trial/history: the user's mock trials as cards, 1, 2 or 3 per row, and 'View Analysis' for each. */
export function TrialHistoryPage() {
  const trials = useUserTrials();
  const [openId, setOpenId] = useState<number | null>(null);
  // The dialog follows the list, so a refetch (a new analysis) shows up in an open dialog too.
  const open = trials.data?.find((t) => t.id === openId) ?? null;

  useEffect(() => {
    if (trials.isError) toast.error(trialMessages.historyFailed);
  }, [trials.isError]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <h1 className="font-serif text-2xl font-semibold tracking-tight sm:text-3xl">
            {trialMessages.historyTitle}
          </h1>
          <p className="text-muted-foreground">{trialMessages.historySubtitle}</p>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link to="/user/trial">
            <Plus />
            {trialMessages.newMockTrial}
          </Link>
        </Button>
      </header>

      {trials.isPending && (
        <div className="flex items-center justify-center gap-3 py-20 text-muted-foreground" role="status">
          <Spinner />
          {trialMessages.historyLoading}
        </div>
      )}

      {trials.isError && (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-6 text-center text-sm text-destructive"
        >
          {trialMessages.historyFailed}
          <Button variant="outline" size="sm" onClick={() => void trials.refetch()}>
            <RotateCw /> Retry
          </Button>
        </div>
      )}

      {trials.data && trials.data.length === 0 && (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-16 text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Gavel className="size-6" aria-hidden />
          </span>
          <p className="text-lg font-semibold">{trialMessages.historyEmptyTitle}</p>
          <p className="text-sm text-muted-foreground">{trialMessages.historyEmptyBody}</p>
          <Button asChild className="mt-4">
            <Link to="/user/trial">{trialMessages.historyEmptyAction}</Link>
          </Button>
        </div>
      )}

      {trials.data && trials.data.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Mock trials">
          {trials.data.map((trial: Trial) => (
            <TrialCard key={trial.id} trial={trial} onView={(t) => setOpenId(t.id)} />
          ))}
        </ul>
      )}

      <TrialDetailsDialog trial={open} onClose={() => setOpenId(null)} />
    </div>
  );
}
