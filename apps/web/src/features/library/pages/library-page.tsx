import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ChevronDown, Library, RotateCw, Search, SearchX } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import {
  LIBRARY_SEARCH_MAX_PAGES,
  LIBRARY_SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
} from '@amicus/contract/library/schemas';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useAreas } from '../api/get-areas';
import { useJurisdictions } from '../api/get-jurisdictions';
import { useLibrarySearch } from '../api/search-library';
import { LibraryFilters } from '../components/library-filters';
import { LibraryTabs } from '../components/library-tabs';
import { SearchHitCard } from '../components/search-hit-card';

/**
 * /library: search the legal library by words or citation, filtered by jurisdiction and area. The search lives
 * in the URL (?q=&jurisdiction=&area=), so it survives a reload and Back returns to it.
 */
export function LibraryPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const q = params.get('q') ?? '';
  const jurisdiction = params.get('jurisdiction') ?? '';
  const area = params.get('area') ?? '';
  const [typed, setTyped] = useState(q);
  // Back and forward change the URL: the box follows it.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setTyped(q);
  }

  const jurisdictions = useJurisdictions();
  const areas = useAreas();
  const search = useLibrarySearch({ q, jurisdiction, area });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  const update = (next: { q?: string; jurisdiction?: string; area?: string }) => {
    const merged = { q, jurisdiction, area, ...next };
    const entries = Object.entries(merged).filter(([, value]) => value.trim() !== '');
    setParams(new URLSearchParams(entries.map(([key, value]) => [key, value.trim()])));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: typed });
  };

  const nameOf = (code: string) => jurisdictions.data?.find((j) => j.code === code)?.name ?? code;
  const hits = search.data?.pages.flatMap((page) => page.hits) ?? [];
  const mode = search.data?.pages[0]?.mode;
  // After "Show more results", focus goes to the first result it added: the reader goes on from there.
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const first = focusFrom.current;
    if (first === null || hits.length <= first) return;
    focusFrom.current = null;
    list.current?.querySelectorAll(':scope > li')[first]?.querySelector('a')?.focus();
  }, [hits.length]);
  const showMore = () => {
    focusFrom.current = hits.length;
    void search.fetchNextPage();
  };
  const filtered = jurisdiction !== '' || area !== '';
  const from = `${location.pathname}${location.search}`;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6 space-y-1.5">
        <h1
          ref={heading}
          tabIndex={-1}
          className="font-serif text-2xl font-semibold tracking-tight outline-none sm:text-3xl"
        >
          Legal Library
        </h1>
        <p className="text-muted-foreground">
          Search laws and Amicus guides by words or by citation, such as “D.C. Code § 42-3502.17”.
        </p>
      </header>
      <LibraryTabs current="search" jurisdiction={jurisdiction} />

      <form role="search" onSubmit={submit} className="space-y-3" aria-label="Search the library">
        <label htmlFor="library-q" className="text-sm font-medium">
          Words or citation
        </label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id="library-q"
              type="search"
              name="q"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              placeholder="e.g. security deposit, or § 42-3502.17"
              className="h-11 pl-9"
              autoComplete="off"
            />
          </div>
          <Button type="submit" className="h-11">
            Search
          </Button>
        </div>
        <LibraryFilters areas={areas.data ?? []} jurisdiction={jurisdiction} area={area} onChange={update} />
      </form>

      <section aria-labelledby="library-results" className="mt-8">
        <h2 id="library-results" className="sr-only">
          Results
        </h2>
        <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
          {q === ''
            ? ''
            : search.data
              ? `${search.hasNextPage ? 'The first ' : ''}${hits.length} ${hits.length === 1 ? 'result' : 'results'} for “${q}”${mode === 'citation' ? ' (citation)' : ''}`
              : ''}
        </p>

        {q === '' && (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
            <Library className="mb-1 size-8 text-muted-foreground/70" aria-hidden />
            <p className="font-medium">Find the rules that apply to you</p>
            <p className="max-w-md text-sm text-muted-foreground">
              Type a few words about your problem (“deposit not returned”) or a citation. Choose where you are
              to see that place’s law, then its country’s, then the general guides.
            </p>
          </div>
        )}

        {q !== '' && search.isPending && (
          <div className="grid gap-3" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-32 rounded-xl" />
            ))}
          </div>
        )}

        {search.isError && (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-6 text-center text-sm text-destructive"
          >
            {errorMessage(search.error, 'The library could not be searched. Please try again.')}
            <Button variant="outline" size="sm" onClick={() => void search.refetch()}>
              <RotateCw /> Retry
            </Button>
          </div>
        )}

        {search.data && hits.length === 0 && (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
            <SearchX className="mb-1 size-8 text-muted-foreground/70" aria-hidden />
            <p className="font-medium">No sections found for “{q}”.</p>
            <p className="max-w-md text-sm text-muted-foreground">
              {filtered
                ? 'Try removing the jurisdiction or area filter, or use other words.'
                : 'Try other or fewer words, or check the citation.'}
            </p>
            {filtered && (
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => update({ jurisdiction: '', area: '' })}
              >
                Remove filters
              </Button>
            )}
          </div>
        )}

        {hits.length > 0 && (
          <ul
            ref={list}
            className="grid gap-3"
            aria-label="Search results"
            aria-busy={search.isFetching || undefined}
          >
            {hits.map((hit) => (
              <SearchHitCard
                key={`${hit.sectionId}${hit.paragraph ?? ''}`}
                hit={hit}
                jurisdictionName={nameOf(hit.jurisdiction)}
                from={from}
              />
            ))}
          </ul>
        )}
        {search.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button variant="outline" onClick={showMore} disabled={search.isFetchingNextPage}>
              <ChevronDown /> {search.isFetchingNextPage ? 'Loading more results…' : 'Show more results'}
            </Button>
          </div>
        )}
        {search.data &&
          !search.hasNextPage &&
          hits.length >= LIBRARY_SEARCH_MAX_PAGES * LIBRARY_SEARCH_PAGE_SIZE && (
            <p className="mt-4 text-center text-sm text-muted-foreground">
              That is as far as a search goes: add words or choose a place or an area to narrow it.
            </p>
          )}
      </section>
    </div>
  );
}
