import {
  COUNTRIES,
  COUNTRY_ALTERNATIVES,
  placeName,
  subdivisionsOf,
  type Place,
} from '@amicus/contract/places/places';

/**
 * Places by name, as the forms send them (country "United States", state "Ohio"), and by ISO 3166 code, as the
 * library searches them ("US-OH"). ISO's lists are large: only the pages that ask for a place import this
 * module, never the landing or sign-in pages.
 */
export type PlaceNames = { country: string; state: string };

/** The country a place picker starts at when nothing was chosen. */
export const DEFAULT_COUNTRY = 'United States';

/** A form's place with the default country when none was chosen. */
export const withDefaultCountry = <T extends PlaceNames>(place: T): T =>
  place.country.trim() === '' ? { ...place, country: DEFAULT_COUNTRY } : place;

const fold = (text: string) => text.trim().toLocaleLowerCase('en');

/**
 * The code of a country named as the list names it, or by ISO's name or three-letter code, as an older form
 * may have been filled in ("USA", "United States of America"); undefined for a name neither knows.
 */
export function countryCodeOf(name: string): string | undefined {
  const key = fold(name);
  if (key === '') return undefined;
  return (
    COUNTRIES.find((country) => fold(country.name) === key)?.code ??
    COUNTRY_ALTERNATIVES.find((country) => fold(country.name) === key)?.code
  );
}

const subdivisionCache = new Map<string, Place[]>();
/**
 * A country's states or provinces to choose from, one per name: ISO lists a few names twice in a country (a
 * town and the district around it), and the forms send the name.
 */
export function subdivisionChoices(countryCode: string): Place[] {
  let choices = subdivisionCache.get(countryCode);
  if (!choices) {
    const seen = new Set<string>();
    choices = subdivisionsOf(countryCode).filter((sub) => !seen.has(sub.name) && seen.add(sub.name));
    subdivisionCache.set(countryCode, choices);
  }
  return choices;
}

/** The names of a code: "US-OH" → United States, Ohio; "US" → United States. A code ISO lacks is kept as it is. */
export function placeOfCode(code: string): PlaceNames {
  if (code === '') return { country: '', state: '' };
  const [country, sub] = code.split('-');
  const countryName = placeName(country!);
  if (!countryName) return { country: code, state: '' };
  return { country: countryName, state: sub ? (placeName(code) ?? '') : '' };
}

/**
 * The code of a place chosen by name: United States + Ohio → "US-OH", United States alone → "US", nothing → "".
 * A country the list does not know is passed on as written (an address such as `?jurisdiction=general`).
 */
export function codeOfPlace({ country, state }: PlaceNames): string {
  const code = countryCodeOf(country);
  if (!code) return country.trim();
  const sub = state ? subdivisionChoices(code).find((choice) => choice.name === state) : undefined;
  return sub?.code ?? code;
}
