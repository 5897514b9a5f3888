import { Link } from 'react-router';
import type { LibrarySection } from '@amicus/contract/library/schemas';

/** The sections of the same source that cite this one: law much else refers to is often the rule itself. */
export function CitedBy({ section }: { section: LibrarySection }) {
  const { total, sections } = section.citedBy;
  if (total === 0) return null;
  return (
    <section aria-labelledby="section-cited-by" className="mt-8">
      <h2 id="section-cited-by" className="mb-2 font-serif text-lg font-semibold">
        Cited by <span className="text-base font-normal text-muted-foreground">({total})</span>
      </h2>
      <ul className="space-y-1 text-sm">
        {sections.map((citing) => (
          <li key={citing.id}>
            <Link to={`/library/sections/${citing.id}`} className="text-primary underline underline-offset-4">
              {citing.citation}
            </Link>{' '}
            <span className="text-muted-foreground">{citing.heading}</span>
          </li>
        ))}
      </ul>
      {total > sections.length && (
        <p className="mt-2 text-sm text-muted-foreground">
          and {total - sections.length} more {total - sections.length === 1 ? 'section' : 'sections'}.
        </p>
      )}
    </section>
  );
}
