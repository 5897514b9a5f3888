import type { LibraryArea } from '@amicus/contract/library/research-schemas';
import { nativeSelectClass, PlaceSelect } from '@/components/place-select';
import { FormField } from '@/components/ui/form-field';
import { codeOfPlace, placeOfCode } from '@/lib/places';

/**
 * The jurisdiction, chosen as a place (country, then state or province), and the area filters: applied as soon
 * as they change. The place is searched by its ISO code (`US-OH`; `US` for the country alone), which the server
 * widens to its country and the general guides.
 */
export function LibraryFilters({
  areas,
  jurisdiction,
  area,
  onChange,
}: {
  areas: LibraryArea[];
  jurisdiction: string;
  area: string;
  onChange: (next: { jurisdiction?: string; area?: string }) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <PlaceSelect
        value={placeOfCode(jurisdiction)}
        onChange={(place) => onChange({ jurisdiction: codeOfPlace(place) })}
        anyCountry="All jurisdictions"
        anyState="National law only"
      />
      <FormField label="Legal area" className="sm:col-start-3">
        <select
          className={nativeSelectClass}
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
      </FormField>
    </div>
  );
}
