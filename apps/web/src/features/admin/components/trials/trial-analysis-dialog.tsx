import { adminMessages } from '@amicus/contract/admin/messages';
import type { AdminTrial } from '@amicus/contract/trials/schemas';
import { CitedMarkdown } from '@/components/citations/cited-markdown';
import { MarkdownContent } from '@/components/markdown-content';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';

const m = adminMessages.trials;

/** 'View Complete Analysis': the case, its location, date, file count and the full analysis as formatted text. */
export function TrialAnalysisDialog({
  trial,
  onOpenChange,
}: {
  trial: AdminTrial | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={trial !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        {trial && (
          <>
            <DialogHeader>
              <DialogTitle>Trial #{trial.id} — Complete Analysis</DialogTitle>
              {/* The texts were written for the user and address them as "you": say so to the admin reading. */}
              <DialogDescription>
                {trial.user.name}&rsquo;s case. The analyses below were written for {trial.user.name}, so
                &ldquo;you&rdquo; in them means {trial.user.name}.
              </DialogDescription>
            </DialogHeader>
            <dl className="grid gap-x-6 gap-y-3 rounded-lg border bg-muted/30 p-4 text-sm sm:grid-cols-2">
              <div className="sm:col-span-2">
                <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                  Description
                </dt>
                <dd className="mt-1 whitespace-pre-wrap">{trial.caseData.caseDescription}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Role</dt>
                <dd className="mt-1 capitalize">{trial.caseData.role}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                  Location
                </dt>
                <dd className="mt-1">
                  {trial.caseData.state}, {trial.caseData.country}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Created</dt>
                <dd className="mt-1">{formatDateTime(trial.createdAt)}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Files</dt>
                <dd className="mt-1">{m.fileCount(trial.fileCount)}</dd>
              </div>
            </dl>
            <section className="space-y-4">
              {trial.caseAnalysis && (
                <div>
                  <h3 className="mb-2 text-sm font-semibold">Case Analysis</h3>
                  <MarkdownContent text={trial.caseAnalysis} className="rounded-lg border p-4" />
                </div>
              )}
              {trial.analysis && (
                <div>
                  <h3 className="mb-2 text-sm font-semibold">Analysis Report</h3>
                  <div className="rounded-lg border p-4">
                    <CitedMarkdown
                      text={trial.analysis}
                      sources={trial.analysisSources}
                      check={trial.analysisCitationCheck}
                    />
                  </div>
                </div>
              )}
              {!trial.caseAnalysis && !trial.analysis && (
                <p className="rounded-lg border p-4 text-sm text-muted-foreground">
                  {trial.failureReason
                    ? `No analysis was written. ${trial.user.name} was told: “${trial.failureReason}”`
                    : 'No analysis has been written for this trial yet.'}
                </p>
              )}
            </section>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
