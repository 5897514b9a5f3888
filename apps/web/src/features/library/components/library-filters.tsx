import type { LibraryArea, LibraryJurisdiction } from '@amicus/contract/library/research-schemas';
import { cn } from '@/lib/cn';

const selectClass = cn(
  'h-10 w-full cursor-pointer rounded-md border border-input bg-background px-3 text-sm shadow-xs',
  'focus-visible:outline-2 focus-visible:outline-ring',
);

/** The jurisdiction and area filters: native selects, labelled, applied as soon as they change. */
export function LibraryFilters({
  jurisdictions,
  areas,
  jurisdiction,
  area,
  onChange,
}: {
  jurisdictions: LibraryJurisdiction[];
  areas: LibraryArea[];
  jurisdiction: string;
  area: string;
  onChange: (next: { jurisdiction?: string; area?: string }) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="space-y-1.5">
        <label htmlFor="library-jurisdiction" className="text-sm font-medium">
          Jurisdiction
        </label>
        <select
          id="library-jurisdiction"
          className={selectClass}
          value={jurisdiction}
          onChange={(event) => onChange({ jurisdiction: event.target.value })}
        >
          <option value="">All jurisdictions</option>
          {jurisdictions.map((j) => (
            <option key={j.code} value={j.code}>
              {j.code === 'general' ? j.name : `${j.name} (${j.code})`}
            </option>
          ))}
          {jurisdiction && !jurisdictions.some((j) => j.code === jurisdiction) && (
            <option value={jurisdiction}>{jurisdiction}</option>
          )}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="library-area" className="text-sm font-medium">
          Legal area
        </label>
        <select
          id="library-area"
          className={selectClass}
          value={area}
          onChange={(event) => onChange({ area: event.target.value })}
        >
          <option value="">All areas</option>
          {areas.map((a) => (
            <option key={a.slug} value={a.slug}>
              {a.name}
            </option>
          ))}
          {area && !areas.some((a) => a.slug === area) && <option value={area}>{area}</option>}
        </select>
      </div>
    </div>
  );
}
