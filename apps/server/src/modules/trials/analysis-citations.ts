import type { CitationCheck, CitedSource } from '@amicus/contract/library/schemas';
import { checkCitations } from '../../domain/library/citation-check';

/** `(source: “lease.pdf”)`, `(sources: "a.pdf", "b.docx")`: where a report's point comes from, by file. */
const FILE_ATTRIBUTION = /\((sources?:[^)\n]*)\)/gi;
const QUOTED = /“[^”\n]*”|"[^"\n]*"/g;

/**
 * The citation check of an analysis against the passages it was given. A report names the document each point
 * comes from in quotation marks, which are file names, not quotations of the law: their words are left out, and
 * empty quotation marks `“”` stay in their place, so a quotation before one is still not taken for the next
 * [n]'s (the check never reads a marker across a quotation mark). Spaces take the words' place, so each marker
 * keeps its place in the report as shown. `facts`: the case and its documents as the writer read them.
 */
export function checkAnalysisCitations(
  report: string,
  sources: readonly CitedSource[],
  facts = '',
): CitationCheck {
  const withoutFileNames = report.replace(
    FILE_ATTRIBUTION,
    (_all, inside: string) => `(${inside.replace(QUOTED, (quoted) => `“”${' '.repeat(quoted.length - 2)}`)})`,
  );
  return checkCitations(withoutFileNames, sources, { facts });
}
