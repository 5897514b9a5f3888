/**
 * The catalogue's legal areas that each part of the D.C. Code serves, by section number: a title, or a title
 * and chapter where one chapter of a title belongs elsewhere (evictions are in Title 16, "Particular Actions").
 * The first matching rule wins; a section no rule names has no area and is found only without an area filter.
 */
const RULES: [RegExp, string[]][] = [
  [/^16-15\d\d/, ['housing']], // Forcible entry and detainer (evictions)
  [/^16-27\d\d/, ['injury']], // Wrongful death
  [/^16-39\d\d/, ['consumer', 'debt']], // Small claims
  [/^16-5\d\d\b/, ['debt']], // Attachment and garnishment
  [/^16-/, ['family']], // Divorce, custody, adoption, support
  [/^2-14\d\d/, ['employment', 'housing', 'consumer']], // Human Rights Act (discrimination)
  [/^2-2\d\d\d/, ['business']], // Procurement
  [/^42-/, ['housing']],
  [/^6-/, ['housing']],
  [/^32-/, ['employment']],
  [/^51-/, ['employment']],
  [/^46-/, ['family']],
  [/^4-/, ['family']],
  [/^28-38\d\d/, ['debt', 'consumer']], // Consumer credit, debt collection
  [/^28-39\d\d/, ['consumer']], // Consumer protection procedures
  [/^28A-/, ['consumer']],
  [/^28-/, ['consumer', 'debt', 'business']],
  [/^26-/, ['debt', 'consumer']],
  [/^40-/, ['debt']],
  [/^15-/, ['debt']],
  [/^31-/, ['consumer', 'injury']],
  [/^36-/, ['consumer', 'business']],
  [/^(22|23|24)-/, ['criminal']],
  [/^5-1\d\d\b/, ['criminal']],
  [/^(18|19|20|21)-/, ['estates']],
  [/^(29|29A|27A|47)-/, ['business']],
  [/^12-/, ['injury']],
  [/^50-/, ['injury']],
];

export function dcCodeAreas(number: string): string[] {
  return RULES.find(([pattern]) => pattern.test(number))?.[1] ?? [];
}
