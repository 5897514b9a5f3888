import { MapPin, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { Trial } from '@amicus/contract/trials/schemas';
import { formatDate } from '@/lib/format';
import { TrialFilesList } from './trial-files-list';
import { TrialStatusBadge } from './trial-status-badge';
import { locationOf, roleLabel } from './trial-labels';

/** The case the analysis is about, at the top of the analysis page; `analyzing` while a run is under way. */
export function CaseBrief({ trial, analyzing = false }: { trial: Trial; analyzing?: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const caseFiles = trial.files.filter((file) => file.sides.includes('case'));
  const long = trial.caseData.caseDescription.length > 280;
  return (
    <section aria-label="Case" className="mb-6 rounded-xl border bg-card p-5 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">Mock Trial #{trial.id}</span>
        <span>{formatDate(trial.createdAt)}</span>
        <span className="flex items-center gap-1.5">
          <UserRound className="size-3.5" aria-hidden />
          {roleLabel(trial.caseData.role)}
        </span>
        <span className="flex items-center gap-1.5">
          <MapPin className="size-3.5" aria-hidden />
          {locationOf(trial)}
        </span>
        <TrialStatusBadge status={trial.status} analyzing={analyzing} />
      </div>
      <p className={`whitespace-pre-wrap text-sm leading-relaxed ${long && !expanded ? 'line-clamp-3' : ''}`}>
        {trial.caseData.caseDescription}
      </p>
      {long && (
        <button
          type="button"
          onClick={() => setExpanded((v) => !v)}
          className="mt-1 cursor-pointer text-sm font-medium text-primary hover:underline"
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
      {trial.summary && (
        <p className="mt-3 border-t pt-3 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">Summary: </span>
          {trial.summary}
        </p>
      )}
      {caseFiles.length > 0 && (
        <div className="mt-3 grid gap-2 border-t pt-3">
          <p className="text-sm">
            <span className="font-medium">Submitted with the case</span>
            <span className="text-muted-foreground"> · read into every analysis</span>
          </p>
          <TrialFilesList files={caseFiles} label="Submitted with the case" />
        </div>
      )}
    </section>
  );
}
