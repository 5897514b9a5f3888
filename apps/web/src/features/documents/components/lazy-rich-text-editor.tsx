import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { RichTextEditorProps } from './rich-text-editor';

// TipTap and ProseMirror are large: they load when an editor is first shown, never with the first visit.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** The rich-text editor, loaded on first use; a placeholder of its size stands in meanwhile. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading the editor" className={props.className}>
          <Skeleton className="h-10 w-full rounded-b-none" />
          <Skeleton className="mt-px h-64 w-full rounded-t-none" />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
