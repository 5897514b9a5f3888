import { ArrowLeft, RotateCw } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { AmicusDocument } from '@amicus/contract/documents/schemas';
import type { TemplateSummary } from '@amicus/contract/documents/templates';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocument, useTemplates } from '../api/documents-api';
import { AnswersReview } from '../components/answers-review';
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
  // `?edit=<field>`: the question the review's Edit link came back to.
  const editing = group && asked === group ? params.get('edit') : null;
  const setGroup = (id: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('edit');
        if (id === null) next.delete('group');
        else next.set('group', id);
        return next;
      },
      { replace: true },
    );
  return [group, setGroup, editing] as const;
}

function DocumentBody({ document, template }: { document: AmicusDocument; template: TemplateSummary }) {
  const [group, setGroup, editing] = useGroupParam(document);
  if (document.status === 'drafting') return <DraftProgress document={document} />;
  if (document.status === 'drafted') return <DocumentEditor document={document} />;
  if (group)
    return (
      <InterviewForm
        document={document}
        template={template}
        groupId={group}
        editing={editing}
        onGroup={setGroup}
        onDone={() => setGroup(null)}
      />
    );
  return <AnswersReview document={document} template={template} />;
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
