import { Link } from 'react-router';
import type { ProblemSummary } from '@amicus/contract/library/problem-schemas';

/** One place's problems of an area: each title leads to the problem, its description under it. */
export function ProblemList({
  heading,
  problems,
  from,
}: {
  heading: string;
  problems: ProblemSummary[];
  /** The browse page the problem's breadcrumb leads back to. */
  from: string;
}) {
  const id = `problems-${problems[0]?.jurisdiction ?? 'none'}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-sm font-semibold text-muted-foreground">
        {heading} <span className="font-normal">({problems.length})</span>
      </h3>
      <ul className="grid gap-3">
        {problems.map((problem) => (
          <li
            key={problem.id}
            className="rounded-xl border bg-card p-4 shadow-xs transition-colors focus-within:border-primary/60 hover:border-primary/40"
          >
            <Link
              to={`/library/problems/${problem.id}`}
              state={{ from }}
              className="font-serif text-base font-semibold text-primary underline-offset-4 hover:underline focus-visible:underline"
            >
              {problem.title}
            </Link>
            <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">{problem.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
