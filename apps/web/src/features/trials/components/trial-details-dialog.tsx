import { CircleAlert, FileSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Trial } from '@amicus/contract/trials/schemas';
import { trialMessages } from '@amicus/contract/trials/messages';
import { CitedMarkdown } from '@/components/citations/cited-markdown';
import { MarkdownContent } from '@/components/markdown-content';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';
import { TrialFilesList } from './trial-files-list';
import { TrialStatusBadge } from './trial-status-badge';
import { locationOf, roleLabel } from './trial-labels';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
      <div className="rounded-lg border bg-muted/30 p-4">{children}</div>
    </section>
  );
}

const empty = (text: string) => <p className="text-sm text-muted-foreground">{text}</p>;

/**
 * 'View Analysis': the case (description, role, location), its 'Case Summary' and 'Case Analysis', the latest
 * report on both sides' documents, and the trial's files to download.
 */
export function TrialDetailsDialog({ trial, onClose }: { trial: Trial | null; onClose: () => void }) {
  return (
    <Dialog open={trial !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl gap-5 sm:p-8">
        {trial && (
          <>
            <DialogHeader>
              <DialogTitle className="font-serif text-xl">Mock Trial #{trial.id}</DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-2">
                <span>Submitted {formatDateTime(trial.createdAt)}</span>
                <TrialStatusBadge status={trial.status} />
              </DialogDescription>
            </DialogHeader>

            <section className="grid gap-3" aria-label="Case">
              <p className="whitespace-pre-wrap text-sm leading-relaxed">{trial.caseData.caseDescription}</p>
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div className="rounded-lg border px-3 py-2">
                  <dt className="text-xs text-muted-foreground">Role</dt>
                  <dd className="font-medium">{roleLabel(trial.caseData.role)}</dd>
                </div>
                <div className="rounded-lg border px-3 py-2">
                  <dt className="text-xs text-muted-foreground">Location</dt>
                  <dd className="font-medium">{locationOf(trial)}</dd>
                </div>
              </dl>
            </section>

            {trial.status === 'FAILED' && trial.failureReason && (
              <div
                role="status"
                className="flex items-start gap-2 rounded-lg border border-warning/50 bg-warning/10 px-3 py-2 text-sm"
              >
                <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
                <span>The summary could not be written: {trial.failureReason}</span>
              </div>
            )}

            <Block title={trialMessages.caseSummary}>
              {trial.summary ? (
                <p className="text-sm leading-relaxed">{trial.summary}</p>
              ) : (
                empty('No summary yet.')
              )}
            </Block>
            <Block title={trialMessages.caseAnalysis}>
              {trial.caseAnalysis ? (
                <MarkdownContent text={trial.caseAnalysis} />
              ) : (
                empty('No case analysis yet.')
              )}
            </Block>
            <Block title={trialMessages.reportTitle}>
              {trial.analysis ? (
                <CitedMarkdown
                  text={trial.analysis}
                  sources={trial.analysisSources}
                  check={trial.analysisCitationCheck}
                  data-testid="dialog-analysis-report"
                />
              ) : (
                empty('No documents have been analysed for this trial yet.')
              )}
            </Block>
            <Block title="Files">
              <TrialFilesList files={trial.files} />
            </Block>

            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button asChild>
                <Link to={`/user/trial/analysis?trialId=${trial.id}`}>
                  <FileSearch />
                  Open Trial Analysis
                </Link>
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
