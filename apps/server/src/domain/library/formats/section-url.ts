import { keyParts, type CitationGrammar } from '../citations/find-citations';
import { OPEN_LAW_PROFILES } from './open-law';
import { usCodeData } from './uslm';

/** The publishers' addresses of a section, by source key, from the formats' data files. */
const TEMPLATES = new Map<string, string | null>([
  ...OPEN_LAW_PROFILES.map((profile) => [profile.source.key, profile.sectionUrl] as const),
  [usCodeData.source.key, usCodeData.sectionUrl],
]);

/**
 * A section's page at its publisher ("D.C. Code § 42-3502.17" → code.dccouncil.gov/…/sections/42-3502.17), from
 * its source's template and its citation key; null for a source without one (an imported document, a guide).
 */
export function sectionUrl(
  sourceKey: string,
  grammar: CitationGrammar | null,
  citeKey: string | null,
): string | null {
  const template = TEMPLATES.get(sourceKey);
  if (!template || !grammar || !citeKey) return null;
  const parts = keyParts(grammar, citeKey);
  if (!parts?.section) return null;
  let complete = true;
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!parts[name]) complete = false;
    return encodeURIComponent(parts[name] ?? '');
  });
  return complete ? filled : null;
}
