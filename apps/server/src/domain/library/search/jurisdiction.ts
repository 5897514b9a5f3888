import { COUNTRIES, COUNTRY_ALTERNATIVES, subdivisionsOf } from '@amicus/contract/places/places';

/**
 * The user's jurisdiction from a questionnaire's country and state (chosen from ISO 3166's lists, or typed in
 * an older chat), as codes from the most local out: a tenant in "Washington, D.C., USA" reads D.C. law first,
 * then U.S. federal law, then the general guides.
 */
const normal = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const COUNTRY_ALIASES: Record<string, string> = {
  us: 'US',
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  wales: 'GB',
  scotland: 'GB',
  'northern ireland': 'GB',
};

let countryNames: Map<string, string> | undefined;
/** Every country's name (as people use it, and as ISO writes it) and its three-letter code, to its code. */
function countryByName(): Map<string, string> {
  if (countryNames) return countryNames;
  countryNames = new Map();
  for (const country of COUNTRIES) countryNames.set(normal(country.name), country.code);
  for (const country of COUNTRY_ALTERNATIVES) countryNames.set(normal(country.name), country.code);
  return countryNames;
}

export function countryCode(country: string): string | undefined {
  const key = normal(country);
  if (!key) return undefined;
  if (COUNTRY_ALIASES[key]) return COUNTRY_ALIASES[key];
  if (/^[a-z]{2}$/.test(key) && COUNTRIES.some((c) => c.code === key.toUpperCase())) return key.toUpperCase();
  return countryByName().get(key);
}

function subdivisionCode(country: string, state: string, countryText: string): string | undefined {
  const key = normal(state);
  const subdivisions = subdivisionsOf(country);
  const byName = subdivisions.find(
    (sub) => normal(sub.name) === key || normal(sub.code.split('-')[1]!) === key,
  );
  if (byName) return byName.code;
  // "England" or "Wales" typed as the country names the nation too.
  const said = `${key} ${normal(countryText)}`;
  return subdivisions.find((sub) => new RegExp(`\\b${normal(sub.name)}\\b`).test(said))?.code;
}

/** The codes to search, most local first, always ending with `general`. */
export function jurisdictionsFor(country: string, state: string): string[] {
  // "Washington, D.C." is often typed as the country or the state alone.
  const dc = /\b(dc|district of columbia)\b/.test(normal(`${country} ${state}`));
  const code = countryCode(country) ?? (dc ? 'US' : undefined);
  if (!code) return ['general'];
  const local = dc && code === 'US' ? 'US-DC' : subdivisionCode(code, state, country);
  return [...(local ? [local] : []), code, 'general'];
}

/** The chain for a code chosen in the research screen: `US-DC` → US-DC, US, general. */
export function jurisdictionChain(code: string): string[] {
  if (code === 'general') return ['general'];
  const country = code.split('-')[0]!;
  return [...new Set([code, country, 'general'])];
}
