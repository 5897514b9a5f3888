/**
 * A query that names a section by citation, in any usual form: `42-3502.17`, `§ 42-3502.17`,
 * `DC Code 42-3502.17(a)`, `D.C. Code § 42-3502.17(a)(1)`. Section numbers are title-section, where a title may
 * carry a letter (28A) and a section decimals and letters (16-916.01a).
 */
const CITATION =
  /^(?:d\.?\s*c\.?\s*)?(?:official\s+)?(?:code\s*)?(?:§+\s*|sec(?:tion|\.)?\s*)?(\d{1,2}[A-Z]?-\d+[a-z]?(?:\.\d+[a-z]?)*(?:-\d+)?)\s*((?:\(\s*[A-Za-z0-9]+\s*\))*)\s*$/i;

export type CitationQuery = { number: string; paragraph: string | null };

export function parseCitationQuery(query: string): CitationQuery | undefined {
  const match = CITATION.exec(query.trim());
  if (!match) return undefined;
  const paragraph = match[2]!.replace(/\s+/g, '');
  return { number: match[1]!, paragraph: paragraph || null };
}

/** Section numbers written into a text ("§ 42-3508.02", "D.C. Code § 16-1501(a)", "§§ 42-3505.01"). */
export function citedNumbersIn(text: string): { text: string; number: string }[] {
  const found: { text: string; number: string }[] = [];
  const pattern =
    /(?:D\.?\s?C\.?\s+(?:Official\s+)?Code\s*)?§§?\s*(\d{1,2}[A-Z]?-\d+[a-z]?(?:\.\d+[a-z]?)*(?:-\d+)?)((?:\([A-Za-z0-9]+\))*)/g;
  for (const match of text.matchAll(pattern)) found.push({ text: match[0].trim(), number: match[1]! });
  return found;
}
