import { ArrowLeft, PenLine, RotateCw } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { AmicusDocument } from '@amicus/contract/documents/schemas';
import type { TemplateSummary } from '@amicus/contract/documents/templates';
import { PriceNote } from '@/components/price-note';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDocument, useStartDraft, useTemplates } from '../api/documents-api';
import { DocumentEditor } from '../components/document-editor';
import { documentLabels as l } from '../components/document-labels';
import { DraftProgress } from '../components/draft-progress';
import { InterviewForm } from '../components/interview-form';
import { usePageName } from '@/lib/page-name';

/** The question group shown: `?group=` (kept on reload), else the first the server says is not done. */
function useGroupParam(document: AmicusDocument | undefined) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('group');
  const group = asked && document?.visibleGroups.includes(asked) ? asked : (document?.nextGroup ?? null);
  const setGroup = (id: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete('group');
        else next.set('group', id);
        return next;
      },
      { replace: true },
    );
  return [group, setGroup] as const;
}

/** Every group answered: write the draft, or go back to a group. */
function ReadyToDraft({ document, onGroup }: { document: AmicusDocument; onGroup: (id: string) => void }) {
  const start = useStartDraft(document.id);
  return (
    <Card>
      <CardHeader className="gap-1.5">
        <CardTitle asChild className="text-xl">
          <h2>Your answers are complete</h2>
        </CardTitle>
        <CardDescription>
          We write the letter from your answers and the law of your place, with the sources it cites. You can
          edit it afterwards.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {document.draftError && <FormAlert message={document.draftError} />}
        <div className="flex flex-wrap justify-between gap-3">
          <Button variant="outline" onClick={() => onGroup(document.visibleGroups.at(-1)!)}>
            <ArrowLeft /> Back
          </Button>
          <div className="flex flex-wrap items-center justify-end gap-3">
            <PriceNote kind="documentDraft" id="draft-price" />
            <Button
              disabled={start.isPending}
              aria-describedby="draft-price"
              onClick={() =>
                start.mutate(undefined, {
                  onError: (error) => toast.error(errorMessage(error, l.draftFailed)),
                })
              }
            >
              <PenLine /> Write the draft
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

function DocumentBody({ document, template }: { document: AmicusDocument; template: TemplateSummary }) {
  const [group, setGroup] = useGroupParam(document);
  if (document.status === 'drafting') return <DraftProgress document={document} />;
  if (document.status === 'drafted') return <DocumentEditor document={document} />;
  if (group)
    return (
      <InterviewForm
        document={document}
        template={template}
        groupId={group}
        onGroup={setGroup}
        onDone={() => setGroup(null)}
      />
    );
  return <ReadyToDraft document={document} onGroup={setGroup} />;
}

/** /documents/:id: the interview, one group at a time; the draft being written; then the editor. */
export function DocumentPage() {
  const id = Number(useParams().id);
  const document = useDocument(id);
  usePageName(document.data?.title);
  const templates = useTemplates();
  const template = templates.data?.templates.find((t) => t.slug === document.data?.templateSlug);
  const failed = document.error ?? templates.error;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <Link
        to="/documents"
        className="flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:underline print:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden /> My Documents
      </Link>
      {document.data && (
        <h1 className="font-serif text-2xl font-semibold tracking-tight sm:text-3xl">
          {document.data.title}
        </h1>
      )}
      {(document.isPending || templates.isPending) && !failed && (
        <div className="flex items-center gap-3 py-10 text-muted-foreground" role="status">
          <Spinner /> {l.loadingDocument}
        </div>
      )}
      {failed && (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-6 text-center text-sm text-destructive"
        >
          {errorMessage(failed, l.loadFailed)}
          <Button
            variant="outline"
            size="sm"
            onClick={() => void Promise.all([document.refetch(), templates.refetch()])}
          >
            <RotateCw /> Retry
          </Button>
        </div>
      )}
      {document.data && templates.data && !template && document.data.status === 'interview' && (
        <FormAlert message="This document’s template is no longer offered, so its questions cannot be shown." />
      )}
      {document.data && (template || document.data.status !== 'interview') && (
        <DocumentBody document={document.data} template={template!} />
      )}
    </div>
  );
}
