/**
 * Country names that take "the" in running English: plural names, unions and republics named by their form
 * of state, and their usual abbreviations. Compared in lower case, without dots ("U.S.A." is "usa").
 */
const TAKES_THE = new Set([
  'bahamas',
  'comoros',
  'gambia',
  'maldives',
  'netherlands',
  'philippines',
  'seychelles',
  'us',
  'usa',
  'uk',
  'uae',
  'drc',
]);
const FORM_OF_STATE = /\b(united|republic|kingdom|states|islands|emirates|federation|union)\b/;

/**
 * The country as the user typed it, ready to follow a preposition: "in the United States", "in the UK", but
 * "in Canada". Free text, so a name already starting with "the" is left as it is.
 */
export function countryPhrase(country: string): string {
  const name = country.trim();
  const key = name.toLowerCase();
  if (key.startsWith('the ')) return name;
  return TAKES_THE.has(key.replace(/\./g, '')) || FORM_OF_STATE.test(key) ? `the ${name}` : name;
}
