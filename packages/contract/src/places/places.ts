import { iso31661, iso31662 } from 'iso-3166';

/**
 * Places as ISO 3166 codes (the `iso-3166` package): countries (`US`, `GB`), and the states, provinces and
 * nations below them (`US-OH`, `GB-ENG`). A chat's questionnaire, the profile and the research screen choose from
 * these lists; the library's jurisdictions are these codes.
 */
export type Place = { code: string; name: string };

/** Names as people use them, where ISO's differ ("United States" for "United States of America"). */
const displayNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryNameOf = (alpha2: string, isoName: string) => {
  try {
    return displayNames.of(alpha2) ?? isoName;
  } catch {
    return isoName;
  }
};

/** Every country, by name. */
export const COUNTRIES: Place[] = iso31661
  .map((country) => ({ code: country.alpha2, name: countryNameOf(country.alpha2, country.name) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** Each country's other names: ISO's own and its three-letter code ("United States of America", "USA"). */
export const COUNTRY_ALTERNATIVES: Place[] = iso31661.flatMap((country) => [
  { code: country.alpha2, name: country.name },
  { code: country.alpha2, name: country.alpha3 },
]);

/**
 * The United Kingdom's four nations are its jurisdictions of law (England and Wales share theirs, Scotland and
 * Northern Ireland have their own), not its 200 council areas ISO also lists under GB.
 */
const GB_NATIONS = new Set(['GB-ENG', 'GB-WLS', 'GB-SCT', 'GB-NIR']);

/** The states, provinces or nations directly below a country, by name; none where ISO lists none. */
export function subdivisionsOf(country: string): Place[] {
  return iso31662
    .filter((sub) => sub.parent === country && (country !== 'GB' || GB_NATIONS.has(sub.code)))
    .map((sub) => ({ code: sub.code, name: sub.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

const byCode = new Map<string, Place>([
  ...COUNTRIES.map((country) => [country.code, country] as const),
  ...iso31662.map((sub) => [sub.code, { code: sub.code, name: sub.name }] as const),
]);

/** A place's name by its code ("US-OH" → "Ohio"), or undefined for a code ISO does not have. */
export const placeName = (code: string): string | undefined => byCode.get(code)?.name;

/** The country of a code ("US-OH" → "US"). */
export const countryOfCode = (code: string) => code.split('-')[0]!;
