/**
 * The user's jurisdiction from the questionnaire's free-text country and state, as ISO 3166 codes from the
 * most local out: a tenant in "Washington, D.C., USA" reads D.C. law first, then U.S. federal law, then the
 * general guides.
 */
export const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
};
export const UK_NATIONS: Record<string, string> = {
  ENG: 'England',
  WLS: 'Wales',
  SCT: 'Scotland',
  NIR: 'Northern Ireland',
};

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
/** Every ISO 3166-1 region's English name, from the runtime's own data (Intl), built on first use. */
function countryByName(): Map<string, string> {
  if (countryNames) return countryNames;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  countryNames = new Map();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      // A deprecated code (DD, FX, UK) is canonicalised to the current one: only current codes are kept.
      const canonical = Intl.getCanonicalLocales(`und-${code}`)[0]?.split('-')[1];
      if (name && name !== code && canonical === code) countryNames.set(normal(name), code);
    }
  }
  return countryNames;
}

export function countryCode(country: string): string | undefined {
  const key = normal(country);
  if (!key) return undefined;
  if (COUNTRY_ALIASES[key]) return COUNTRY_ALIASES[key];
  if (
    /^[a-z]{2}$/.test(key) &&
    new Intl.DisplayNames(['en'], { type: 'region' }).of(key.toUpperCase()) !== key.toUpperCase()
  )
    return key.toUpperCase();
  return countryByName().get(key);
}

function subdivisionCode(country: string, state: string, countryText: string): string | undefined {
  const key = normal(state);
  if (country === 'US') {
    if (/\b(dc|district of columbia)\b/.test(key) || key === 'washington dc') return 'US-DC';
    const byCode = US_STATES[key.toUpperCase()] ? key.toUpperCase() : undefined;
    const byName = Object.entries(US_STATES).find(([, name]) => normal(name) === key)?.[0];
    const code = byCode ?? byName;
    return code ? `US-${code}` : undefined;
  }
  if (country === 'GB') {
    const said = `${key} ${normal(countryText)}`;
    const nation = Object.entries(UK_NATIONS).find(([, name]) => said.includes(normal(name)))?.[0];
    return nation ? `GB-${nation}` : undefined;
  }
  return undefined;
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
