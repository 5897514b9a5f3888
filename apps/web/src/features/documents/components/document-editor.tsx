import { Download, History, Printer, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AmicusDocument } from '@amicus/contract/documents/schemas';
import type { RichTextDoc } from '@amicus/contract/documents/rich-text';
import { ReplySources } from '@/components/citations/reply-sources';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { downloadExport, useSaveBody } from '../api/documents-api';
import { documentLabels as l } from './document-labels';
import { LazyRichTextEditor } from './lazy-rich-text-editor';
import { VersionHistory } from './version-history';

/** How long typing pauses before the body is saved. */
const AUTOSAVE_DELAY_MS = 800;

type SaveState = 'saved' | 'unsaved' | 'saving' | 'conflict';

/**
 * The drafted letter: the editor with autosave (one save at a time, from the revision last saved; a 409 says
 * another tab saved and nothing is overwritten), the statements of law flagged and the sources beside it, the
 * versions, and the downloads.
 */
export function DocumentEditor({ document }: { document: AmicusDocument }) {
  const save = useSaveBody(document.id);
  const [state, setState] = useState<SaveState>('saved');
  const [conflict, setConflict] = useState<string | null>(null);
  // Bumped on a restore, so the editor starts again from the restored body.
  const [editorKey, setEditorKey] = useState(0);
  const [showVersions, setShowVersions] = useState(false);
  const pending = useRef<RichTextDoc | null>(null);
  const revision = useRef(document.revision);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = () => {
    const body = pending.current;
    if (!body || save.isPending) return;
    pending.current = null;
    setState('saving');
    save.mutate(
      { body, baseRevision: revision.current },
      {
        onSuccess: (saved) => {
          revision.current = saved.revision;
          if (pending.current) flush();
          else setState('saved');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setState('conflict');
            setConflict(error.message);
          } else {
            pending.current ??= body;
            setState('unsaved');
            toast.error(errorMessage(error, 'Your changes could not be saved. We will try again.'));
          }
        },
      },
    );
  };

  const onChange = (body: RichTextDoc) => {
    if (state === 'conflict') return;
    pending.current = body;
    setState('unsaved');
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, AUTOSAVE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const onRestored = (restored: AmicusDocument) => {
    revision.current = restored.revision;
    pending.current = null;
    setState('saved');
    setEditorKey((key) => key + 1);
  };

  const download = (format: 'docx' | 'pdf') =>
    downloadExport(document.id, format, document.title).catch((error: unknown) =>
      toast.error(errorMessage(error, 'The download failed. Please try again.')),
    );

  const stateText = { saved: l.saved, unsaved: l.unsaved, saving: l.saving, conflict: l.conflict }[state];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="grid min-w-0 content-start gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
          <p role="status" data-testid="save-state" className="text-sm text-muted-foreground">
            {stateText}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => void download('docx')}>
              <Download /> Download DOCX
            </Button>
            <Button variant="outline" size="sm" onClick={() => void download('pdf')}>
              <Download /> Download PDF
            </Button>
            <Button variant="outline" size="sm" onClick={() => window.print()}>
              <Printer /> Print
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-expanded={showVersions}
              onClick={() => setShowVersions((open) => !open)}
            >
              <History /> Versions
            </Button>
          </div>
        </div>
        {conflict && <FormAlert message={conflict} />}
        {showVersions && <VersionHistory document={document} onRestored={onRestored} />}
        {document.body && (
          <LazyRichTextEditor
            key={editorKey}
            value={document.body}
            onChange={onChange}
            label="Your letter"
            readOnly={state === 'conflict'}
          />
        )}
      </div>
      <aside className="grid content-start gap-4 print:hidden" aria-labelledby="letter-law">
        <h2 id="letter-law" className="text-lg font-semibold">
          The law in this letter
        </h2>
        {document.lawFlags.length > 0 && (
          <section
            aria-labelledby="law-flags"
            className="grid gap-2 rounded-xl border border-amber-500/50 bg-amber-500/10 p-4 text-sm"
          >
            <h3 id="law-flags" className="flex items-center gap-2 font-semibold">
              <TriangleAlert className="size-4" aria-hidden /> Check before you send
            </h3>
            <ul className="grid gap-2">
              {document.lawFlags.map((flag) => (
                <li key={flag.text} data-testid="law-flag">
                  <q className="italic">{flag.text}</q> — {flag.reason}
                </li>
              ))}
            </ul>
          </section>
        )}
        {document.sources.length > 0 ? (
          <ReplySources sources={document.sources} check={document.citationCheck} />
        ) : (
          <p className="text-sm text-muted-foreground">This letter cites no source from the legal library.</p>
        )}
      </aside>
    </div>
  );
}
