import { useEffect, useRef } from 'react';
import { ChevronRight, FolderOpen } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { currentToText } from '@/lib/format';
import { usePageName } from '@/lib/page-name';
import { ReaderError, ReaderSkeleton } from '../components/reader-states';
import { useContents } from '../api/get-contents';
import { contentsPath, LibraryBreadcrumbs, levelCrumbs, levelText } from '../components/section-breadcrumbs';
import { StatusBadge } from '../components/status-badge';
import { VersionBadge } from '../components/version-note';

const plural = (count: number, word: string) =>
  `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

/**
 * /library/sources/:id?levels=42/35&page=: a source's table of contents, a level at a time, as statute sites
 * show one: the parts under this one (a title's chapters) with how many sections each holds, then the sections
 * directly in it in the publisher's order, a page at a time.
 */
export function ContentsPage() {
  const sourceId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const levels = params.get('levels') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const contents = useContents(sourceId, levels, page);
  const data = contents.data;
  const here = data?.path.at(-1);
  usePageName(data && (here ? `${levelText(here)} · ${data.source.title}` : data.source.title));
  const heading = useRef<HTMLHeadingElement>(null);

  // Each level or page opened takes the focus to its heading, as a new page would.
  const shown = data ? `${data.source.id}|${levels}|${page}` : null;
  useEffect(() => {
    if (!shown) return;
    heading.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [shown]);

  if (contents.isError)
    return (
      <ReaderError
        error={contents.error}
        missing={{ title: 'Not in the library', text: 'The library holds no such source or part of one.' }}
        failed="The contents could not be loaded"
        back={{ to: '/library', label: 'Back to the Legal Library' }}
      />
    );

  if (!data) return <ReaderSkeleton />;

  const { source } = data;
  const crumbs = here
    ? levelCrumbs(source, data.path)
    : [{ label: source.title, to: contentsPath(source.id) }];
  const goToPage = (next: number) =>
    setParams(
      new URLSearchParams({ ...(levels ? { levels } : {}), ...(next > 1 ? { page: String(next) } : {}) }),
    );

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <LibraryBreadcrumbs crumbs={crumbs} backTo="/library" />

      <header className="mt-4 space-y-1.5 border-b pb-5">
        {here && <p className="text-sm font-medium text-primary">{source.title}</p>}
        <h1
          ref={heading}
          tabIndex={-1}
          className="font-serif text-2xl font-semibold tracking-tight outline-none sm:text-3xl"
        >
          {here ? levelText(here) : source.title}
        </h1>
        <p className="text-sm text-muted-foreground">
          {here ? plural(here.sectionCount, 'section') : 'Table of contents'}
          {source.asOf && <> · {currentToText(source.asOf)}</>}
        </p>
      </header>

      {data.levels.length > 0 && (
        <section aria-labelledby="contents-parts" className="mt-6">
          <h2 id="contents-parts" className="sr-only">
            Parts
          </h2>
          <ul className="divide-y rounded-md border">
            {data.levels.map((level) => (
              <li key={level.levels}>
                <Link
                  to={contentsPath(source.id, level.levels)}
                  className="flex items-center gap-3 p-3 transition-colors hover:bg-muted"
                >
                  <FolderOpen className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="min-w-0 flex-1">
                    <span className="font-medium text-primary">
                      {[level.prefix, level.num].filter(Boolean).join(' ')}
                    </span>{' '}
                    <span>{level.heading}</span>
                    <span className="block text-xs text-muted-foreground">
                      {plural(level.sectionCount, 'section')}
                    </span>
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {data.sections.length > 0 && (
        <section aria-labelledby="contents-sections" className="mt-6">
          <h2 id="contents-sections" className="mb-2 font-serif text-lg font-semibold">
            Sections
          </h2>
          <ul className="space-y-2">
            {data.sections.map((section) => (
              <li key={section.id} className="text-sm">
                <Link
                  to={`/library/sections/${section.id}`}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {section.citation}
                </Link>{' '}
                <span>{section.heading}</span>
                {(section.status !== 'in_force' || section.version) && (
                  <span className="ml-2 inline-flex flex-wrap gap-1 align-middle">
                    <StatusBadge status={section.status} />
                    <VersionBadge section={{ ...section, otherVersion: null }} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      {(page > 1 || data.hasMore) && (
        <nav aria-label="Pages of sections" className="mt-6 flex items-center justify-between gap-2">
          <Button variant="outline" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
            Previous page
          </Button>
          <span className="text-sm text-muted-foreground">Page {page}</span>
          <Button variant="outline" disabled={!data.hasMore} onClick={() => goToPage(page + 1)}>
            Next page
          </Button>
        </nav>
      )}
    </div>
  );
}
