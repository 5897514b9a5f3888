import { useEffect, useRef } from 'react';
import { Copy, MessageSquarePlus } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { LibrarySection } from '@amicus/contract/library/schemas';
import { paragraphAnchor } from '@amicus/contract/library/research-schemas';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { newChatPath } from '@/lib/new-chat-prefill';
import { ReaderError, ReaderSkeleton } from '../components/reader-states';
import { useAreas } from '../api/get-areas';
import { useJurisdictions } from '../api/get-jurisdictions';
import { useSection } from '../api/get-section';
import { askAmicusPrefill } from '../format/ask-amicus';
import { sectionName } from '../format/section-name';
import { SectionBreadcrumbs } from '../components/section-breadcrumbs';
import { CitedBy } from '../components/cited-by';
import { linksOf, ParagraphText } from '../components/paragraph-text';
import { SectionPager } from '../components/section-pager';
import { SectionParagraphs } from '../components/section-paragraphs';
import { SourceLine } from '../components/source-line';
import { StatusBadge } from '../components/status-badge';
import { VersionBadge, VersionNote } from '../components/version-note';
import { usePageName } from '@/lib/page-name';

/** "D.C. Code § 42-3502.17(a)"; a guide's label takes the paragraph after a space. */
const paragraphCitation = (section: LibrarySection, path: string) =>
  `${section.citation}${section.citation.includes('§') ? '' : ' '}${path}`;

/**
 * /library/sections/:id(#p-a-1): one section to read, as statute sites show one: its place in the source (each
 * level a link to the table of contents), its paragraphs as anchors, every section number in its text and notes
 * a link, the sections citing it, the previous and next section, its page at the publisher, history folded away,
 * "Copy citation" and "Ask Amicus about this".
 */
export function SectionPage() {
  const id = Number(useParams().id);
  const location = useLocation();
  const navigate = useNavigate();
  const section = useSection(id);
  usePageName(section.data && sectionName(section.data));
  const areas = useAreas();
  const jurisdictions = useJurisdictions();
  const heading = useRef<HTMLHeadingElement>(null);
  const highlighted = location.hash ? decodeURIComponent(location.hash.slice(1)) : null;
  const from = (location.state as { from?: unknown } | null)?.from;
  const backTo = typeof from === 'string' && from.startsWith('/library') ? from : '/library';

  // A deep link scrolls to its paragraph and focuses it; otherwise the heading takes the focus.
  useEffect(() => {
    if (!section.data) return;
    const target = highlighted ? document.getElementById(highlighted) : null;
    if (target) {
      target.scrollIntoView({ block: 'center' });
      target.focus({ preventScroll: true });
    } else {
      window.scrollTo({ top: 0 });
      heading.current?.focus({ preventScroll: true });
    }
  }, [section.data, highlighted]);

  if (section.isPending) return <ReaderSkeleton />;

  if (section.isError)
    return (
      <ReaderError
        error={section.error}
        missing={{ title: 'Section not found', text: 'The library holds no section at this address.' }}
        failed="The section could not be loaded"
        back={{ to: '/library', label: 'Back to the Legal Library' }}
      />
    );

  const data = section.data;
  const highlightedPath = data.paragraphs.find(
    (p) => p.path && paragraphAnchor(p.path) === highlighted,
  )?.path;
  const citation = highlightedPath ? paragraphCitation(data, highlightedPath) : data.citation;

  const copyCitation = async () => {
    try {
      await navigator.clipboard.writeText(citation);
      toast.success('Citation copied', citation);
    } catch {
      toast.error('The citation could not be copied', citation);
    }
  };
  const askAmicus = () =>
    void navigate(newChatPath, {
      state: askAmicusPrefill(data, areas.data ?? [], jurisdictions.data ?? []),
    });

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <SectionBreadcrumbs section={data} backTo={backTo} />

      <header className="mt-4 space-y-2 border-b pb-5">
        <p className="text-sm font-medium text-primary">{data.citation}</p>
        <h1
          ref={heading}
          tabIndex={-1}
          className="font-serif text-2xl font-semibold tracking-tight outline-none sm:text-3xl"
        >
          {data.heading}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={data.status} withdrawn={data.withdrawn} />
          <VersionBadge section={data} />
        </div>
        <SourceLine source={data.source} publisherUrl={data.publisherUrl} citation={data.citation} />
        <div className="flex flex-wrap gap-2 pt-2">
          <Button variant="outline" onClick={() => void copyCitation()}>
            <Copy /> Copy citation
          </Button>
          <Button onClick={askAmicus}>
            <MessageSquarePlus /> Ask Amicus about this
          </Button>
        </div>
      </header>

      {(data.withdrawn || data.status !== 'in_force') && (
        <p
          role="note"
          className="mt-5 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm text-foreground"
        >
          {data.withdrawn
            ? 'This section is no longer in the source as last imported. It is kept so that earlier citations still lead here.'
            : `This section is ${data.status === 'repealed' ? 'repealed' : 'expired'}: it is shown for reference and is no longer law.`}
        </p>
      )}

      <VersionNote section={data} />

      <section aria-label="Text of the section" className="mt-6">
        <SectionParagraphs section={data} highlighted={highlighted} />
      </section>

      {data.crossReferences.length > 0 && (
        <section aria-labelledby="section-refs" className="mt-8">
          <h2 id="section-refs" className="mb-2 font-serif text-lg font-semibold">
            Cross-references
          </h2>
          <ul className="space-y-1 text-sm">
            {data.crossReferences.map((ref) => (
              <li key={ref.number}>
                {ref.sectionId !== null ? (
                  <Link
                    to={`/library/sections/${ref.sectionId}`}
                    className="text-primary underline underline-offset-4"
                  >
                    {ref.citation}
                  </Link>
                ) : (
                  <span>
                    {ref.citation} <span className="text-muted-foreground">(not in the library)</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <CitedBy section={data} />

      {data.notes.length > 0 && (
        <details className="mt-8 rounded-md border p-3">
          <summary className="cursor-pointer font-medium">History and notes ({data.notes.length})</summary>
          <dl className="mt-3 space-y-2 text-sm">
            {data.notes.map((note, i) => (
              <div key={i}>
                <dt className="font-medium">{note.type}</dt>
                <dd className="text-muted-foreground">
                  <ParagraphText text={note.text} links={linksOf(data.links, 'note', i)} />
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}

      <SectionPager section={data} />
    </article>
  );
}
