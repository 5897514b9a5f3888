import { Activity, CalendarDays, Eye, MapPin, Paperclip, UserRound } from 'lucide-react';
import type { Trial } from '@amicus/contract/trials/schemas';
import { trialMessages } from '@amicus/contract/trials/messages';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { TrialStatusBadge } from './trial-status-badge';
import { locationOf, roleLabel } from './trial-labels';

/** One history card: the case description as its title, then role, location, status and date. */
export function TrialCard({ trial, onView }: { trial: Trial; onView: (trial: Trial) => void }) {
  return (
    <li className="flex flex-col rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="flex flex-1 flex-col gap-4 p-5">
        <h2 className="line-clamp-3 font-medium leading-snug" title={trial.caseData.caseDescription}>
          {trial.caseData.caseDescription}
        </h2>
        <dl className="mt-auto grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <UserRound className="size-3.5" aria-hidden /> Role
          </dt>
          <dd className="font-medium">{roleLabel(trial.caseData.role)}</dd>
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <MapPin className="size-3.5" aria-hidden /> Location
          </dt>
          <dd className="truncate font-medium" title={locationOf(trial)}>
            {locationOf(trial)}
          </dd>
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <Activity className="size-3.5" aria-hidden /> Status
          </dt>
          <dd>
            <TrialStatusBadge status={trial.status} />
          </dd>
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <CalendarDays className="size-3.5" aria-hidden /> Date
          </dt>
          <dd className="font-medium">{formatDate(trial.createdAt)}</dd>
        </dl>
      </div>
      <div className="flex items-center justify-between gap-2 border-t px-5 py-3">
        <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Paperclip className="size-3.5" aria-hidden />
          {trial.fileCount === 0 ? 'No files' : `${trial.fileCount} file${trial.fileCount === 1 ? '' : 's'}`}
        </span>
        <Button variant="outline" size="sm" onClick={() => onView(trial)}>
          <Eye />
          {trialMessages.viewAnalysis}
        </Button>
      </div>
    </li>
  );
}
