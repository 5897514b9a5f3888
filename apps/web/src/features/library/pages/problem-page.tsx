import { useEffect, useRef } from 'react';
import { ChevronRight, MessageSquarePlus } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { placeName } from '@amicus/contract/places/places';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { newChatPath, type NewChatPrefill } from '@/lib/new-chat-prefill';
import { placeOfCode } from '@/lib/places';
import { ReaderError, ReaderSkeleton } from '../components/reader-states';
import { useAreas } from '../api/get-areas';
import { useProblem } from '../api/get-problem';
import { GoverningSection } from '../components/governing-section';
import { usePageName } from '@/lib/page-name';

/**
 * /library/problems/:id: an everyday problem in plain words and the sections that govern it, each leading to
 * the reader at its key paragraph, with "Ask Amicus about this" to start a chat about it.
 */
export function ProblemPage() {
  const id = Number(useParams().id);
  const location = useLocation();
  const navigate = useNavigate();
  const problem = useProblem(id);
  usePageName(problem.data?.title);
  const areas = useAreas();
  const heading = useRef<HTMLHeadingElement>(null);
  const from = (location.state as { from?: unknown } | null)?.from;

  useEffect(() => {
    if (!problem.data) return;
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [problem.data]);

  if (problem.isPending) return <ReaderSkeleton headingWidth="w-3/4" />;

  if (problem.isError)
    return (
      <ReaderError
        error={problem.error}
        missing={{ title: 'Problem not found', text: 'The library lists no problem at this address.' }}
        failed="The problem could not be loaded"
        back={{ to: '/library/problems', label: 'Back to Browse by problem' }}
      />
    );

  const data = problem.data;
  const area = areas.data?.find((a) => a.slug === data.area);
  const areaName = area?.name ?? data.area.charAt(0).toUpperCase() + data.area.slice(1);
  const place = placeName(data.jurisdiction) ?? data.jurisdiction;
  const backTo =
    typeof from === 'string' && from.startsWith('/library/problems')
      ? from
      : `/library/problems?jurisdiction=${encodeURIComponent(data.jurisdiction)}&area=${encodeURIComponent(data.area)}`;

  const askAmicus = () => {
    const prefill: NewChatPrefill = {
      stage: area ? 'legal_questionnaire' : 'category_selection',
      category: area ? { id: area.categoryId, name: area.name, description: area.description } : undefined,
      topic: data.title,
      ...placeOfCode(data.jurisdiction),
    };
    void navigate(newChatPath, { state: prefill });
  };

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-muted-foreground">
          <li>
            <Link to="/library" className="underline-offset-4 hover:text-foreground hover:underline">
              Legal Library
            </Link>
          </li>
          <li className="flex items-center gap-1">
            <ChevronRight className="size-3.5 shrink-0" aria-hidden />
            <Link to={backTo} className="underline-offset-4 hover:text-foreground hover:underline">
              Browse by problem
            </Link>
          </li>
          <li className="flex items-center gap-1">
            <ChevronRight className="size-3.5 shrink-0" aria-hidden />
            <span aria-current="page" className="font-medium text-foreground">
              {areaName}
            </span>
          </li>
        </ol>
      </nav>

      <header className="mt-4 space-y-3 border-b pb-5">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{place}</Badge>
          <Badge variant="outline">{areaName}</Badge>
        </div>
        <h1
          ref={heading}
          tabIndex={-1}
          className="font-serif text-2xl font-semibold tracking-tight outline-none sm:text-3xl"
        >
          {data.title}
        </h1>
        <p className="leading-relaxed text-muted-foreground">{data.description}</p>
        <div className="pt-1">
          <Button onClick={askAmicus}>
            <MessageSquarePlus /> Ask Amicus about this
          </Button>
        </div>
      </header>

      <section aria-labelledby="governs-heading" className="mt-6">
        <h2 id="governs-heading" className="mb-1 font-serif text-lg font-semibold">
          The law that governs it
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">
          {data.governs.length === 1 ? 'The section' : `The ${data.governs.length} sections`} of {place} law
          that apply, with what {data.governs.length === 1 ? 'it says' : 'each says'} in plain words.
        </p>
        <ol className="grid gap-3">
          {data.governs.map((governs, i) => (
            <GoverningSection key={`${governs.citation}${i}`} governs={governs} />
          ))}
        </ol>
      </section>

      <p className="mt-8 text-xs text-muted-foreground">
        Amicus gives legal information, not legal advice. The plain words are a summary: the law’s own text
        decides.
      </p>
    </article>
  );
}
