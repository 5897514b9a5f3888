import { useMemo, type ComponentProps } from 'react';
import type { CitationCheck, CitedSource } from '@amicus/contract/library/schemas';
import { MarkdownContent } from '@/components/markdown-content';
import { CitationChip } from './citation-chip';
import { CitationContext } from './citation-context';
import { ReplySources } from './reply-sources';

/**
 * A finished text grounded in the library (a trial's analysis), shown as the chat shows a reply: its `[n]` as
 * chips, then its sources and the citations the check could not verify. A text from before grounding (no
 * sources, no check) shows its `[n]` as written.
 */
export function CitedMarkdown({
  text,
  sources,
  check,
  ...props
}: {
  text: string;
  sources: CitedSource[] | null;
  check: CitationCheck | null;
} & Omit<ComponentProps<typeof MarkdownContent>, 'text' | 'citation'>) {
  const citations = useMemo(() => ({ sources: sources ?? [], check }), [sources, check]);
  const cited = sources !== null || check !== null;
  return (
    <CitationContext.Provider value={citations}>
      <MarkdownContent
        text={text}
        perBlock={false}
        {...props}
        {...(cited ? { citation: CitationChip } : {})}
      />
      {cited && <ReplySources sources={citations.sources} check={check} />}
    </CitationContext.Provider>
  );
}
