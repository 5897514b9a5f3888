import { useEffect, useRef } from 'react';
import { useQueries } from '@tanstack/react-query';
import { RotateCw, SearchX } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { countryOfCode, placeName } from '@amicus/contract/places/places';
import { nativeSelectClass, PlaceSelect } from '@/components/place-select';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { codeOfPlace, placeOfCode } from '@/lib/places';
import { useAreas } from '../api/get-areas';
import { problemsQueryOptions } from '../api/get-problems';
import { AreaCards, type AreaCount } from '../components/area-cards';
import { LibraryTabs } from '../components/library-tabs';
import { ProblemList } from '../components/problem-list';

/** Where browsing starts when no place is chosen: federal law, which applies in every state. */
const DEFAULT_JURISDICTION = 'US';

const titleCase = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, ' ');

/**
 * /library/problems?jurisdiction=&area=: a place's everyday problems by area, in plain words, each leading to
 * the sections that govern it. A state's problems come first, then its country's, as the library is searched.
 */
export function ProblemsPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const chosen = params.get('jurisdiction') ?? '';
  const jurisdiction = chosen || DEFAULT_JURISDICTION;
  const area = params.get('area') ?? '';
  const layers = [...new Set([jurisdiction, countryOfCode(jurisdiction)])];
  const results = useQueries({ queries: layers.map((code) => problemsQueryOptions(code)) });
  const areas = useAreas();

  const heading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const shownArea = useRef(area);
  // The page's heading takes the focus on arrival; the list's when an area is chosen.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  useEffect(() => {
    if (shownArea.current === area) return;
    shownArea.current = area;
    (area ? listHeading.current : heading.current)?.focus();
  }, [area]);

  const update = (next: { jurisdiction?: string; area?: string }) => {
    const merged = { jurisdiction: chosen, area, ...next };
    setParams(new URLSearchParams(Object.entries(merged).filter(([, value]) => value !== '')));
  };
  const linkTo = (slug: string) =>
    `/library/problems?${new URLSearchParams({ jurisdiction, ...(slug ? { area: slug } : {}) })}`;

  const pending = results.some((result) => result.isPending);
  const failed = results.find((result) => result.isError);
  const problems = results.flatMap((result) => result.data ?? []);
  const counts = new Map<string, number>();
  for (const problem of problems) counts.set(problem.area, (counts.get(problem.area) ?? 0) + 1);
  const catalogue = areas.data ?? [];
  const areaCounts: AreaCount[] = [
    ...catalogue.map((a) => ({ slug: a.slug, name: a.name, description: a.description })),
    ...[...counts.keys()]
      .filter((slug) => !catalogue.some((a) => a.slug === slug))
      .map((slug) => ({ slug, name: titleCase(slug), description: '' })),
  ]
    .map((a) => ({ ...a, count: counts.get(a.slug) ?? 0 }))
    .filter((a) => a.count > 0);
  const areaName = areaCounts.find((a) => a.slug === area)?.name ?? titleCase(area);
  const nameOf = (code: string) => placeName(code) ?? code;
  const placeText = layers.map(nameOf).join(' or ');
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
          Everyday problems in plain words, each with the sections of law that govern it.
        </p>
      </header>
      <LibraryTabs current="problems" jurisdiction={chosen} />

      <div role="group" aria-label="Where and what" className="grid gap-3 sm:grid-cols-3">
        <PlaceSelect
          value={placeOfCode(jurisdiction)}
          onChange={(place) => update({ jurisdiction: codeOfPlace(place) })}
          anyState="National law only"
        />
        <FormField label="Area" className="sm:col-start-3">
          <select
            className={nativeSelectClass}
            value={area}
            onChange={(event) => update({ area: event.target.value })}
          >
            <option value="">All areas</option>
            {areaCounts.map((a) => (
              <option key={a.slug} value={a.slug}>
                {a.name} ({a.count})
              </option>
            ))}
            {area && !counts.has(area) && <option value={area}>{areaName}</option>}
          </select>
        </FormField>
      </div>

      <div className="mt-8">
        {pending && (
          <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-20 rounded-xl" />
            ))}
          </div>
        )}

        {failed && (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-6 text-center text-sm text-destructive"
          >
            {errorMessage(failed.error, 'The problems could not be loaded. Please try again.')}
            <Button variant="outline" size="sm" onClick={() => results.forEach((r) => void r.refetch())}>
              <RotateCw /> Retry
            </Button>
          </div>
        )}

        {!pending && !failed && (area === '' || !counts.has(area)) && (
          <section aria-labelledby="areas-heading" className="space-y-3">
            <h2 id="areas-heading" className="font-serif text-lg font-semibold">
              {area === '' ? 'Problems by area' : areaName}
            </h2>
            {area === '' && areaCounts.length > 0 ? (
              <AreaCards areas={areaCounts} linkTo={linkTo} />
            ) : (
              <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
                <SearchX className="mb-1 size-8 text-muted-foreground/70" aria-hidden />
                <p className="font-medium">
                  No everyday problems are listed {area ? 'in this area ' : ''}for {placeText} yet.
                </p>
                <p className="max-w-md text-sm text-muted-foreground">
                  {area ? 'Choose another area, or ' : ''}
                  <Link
                    to={`/library${chosen ? `?jurisdiction=${encodeURIComponent(chosen)}` : ''}`}
                    className="text-primary underline underline-offset-4"
                  >
                    search the library
                  </Link>{' '}
                  for your problem in words.
                </p>
              </div>
            )}
          </section>
        )}

        {!pending && !failed && area !== '' && counts.has(area) && (
          <section aria-labelledby="area-heading" className="space-y-6">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2
                id="area-heading"
                ref={listHeading}
                tabIndex={-1}
                className="font-serif text-lg font-semibold outline-none"
              >
                {areaName}
              </h2>
              <Link to={linkTo('')} className="text-sm text-primary underline underline-offset-4">
                All areas
              </Link>
            </div>
            {layers.map((code) => {
              const here = problems.filter((p) => p.jurisdiction === code && p.area === area);
              return here.length > 0 ? (
                <ProblemList key={code} heading={nameOf(code)} problems={here} from={from} />
              ) : null;
            })}
          </section>
        )}
      </div>
    </div>
  );
}
