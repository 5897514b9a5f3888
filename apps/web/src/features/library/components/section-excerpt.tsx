import { useEffect, useRef } from 'react';
import { paragraphAnchor } from '@amicus/contract/library/research-schemas';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSection } from '../api/get-section';
import { SectionParagraphs } from './section-paragraphs';
import { SourceLine } from './source-line';
import { StatusBadge } from './status-badge';
import { VersionBadge } from './version-note';

/**
 * A section read beside another screen (the chat's source panel), with the section page's own parts: its
 * heading, status, source and paragraphs, the paragraph `paragraph` names ("(a)(1)") marked and scrolled into
 * view.
 */
export function SectionExcerpt({ sectionId, paragraph }: { sectionId: number; paragraph: string | null }) {
  const section = useSection(sectionId);
  const highlighted = paragraph ? paragraphAnchor(paragraph) : null;
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!section.data || !highlighted) return;
    container.current
      ?.querySelector(`[id="${CSS.escape(highlighted)}"]`)
      ?.scrollIntoView({ block: 'center' });
  }, [section.data, highlighted]);

  if (section.isPending)
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Loading the section">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (section.isError) {
    const missing = section.error instanceof ApiError && section.error.status === 404;
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        {missing
          ? 'The library holds no section at this address.'
          : errorMessage(section.error, 'The section could not be loaded. Please try again.')}
      </p>
    );
  }

  const data = section.data;
  return (
    <div ref={container} className="space-y-4" data-testid="section-excerpt">
      <div className="space-y-2">
        <h3 className="font-serif text-lg font-semibold leading-snug">{data.heading}</h3>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={data.status} withdrawn={data.withdrawn} />
          <VersionBadge section={data} />
        </div>
        <SourceLine source={data.source} />
      </div>
      {(data.withdrawn || data.status !== 'in_force') && (
        <p role="note" className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
          {data.withdrawn
            ? 'This section is no longer in the source as last imported.'
            : `This section is ${data.status === 'repealed' ? 'repealed' : 'expired'}: it is no longer law.`}
        </p>
      )}
      <section aria-label="Text of the section">
        <SectionParagraphs section={data} highlighted={highlighted} />
      </section>
    </div>
  );
}
