import { createContext, useContext } from 'react';
import type { CitationCheck, CitedSource } from '@amicus/contract/library/schemas';

/** The sources and citation check of the reply being rendered, for its chips. */
export type ReplyCitations = { sources: CitedSource[]; check: CitationCheck | null };

export const CitationContext = createContext<ReplyCitations>({ sources: [], check: null });
export const useReplyCitations = () => useContext(CitationContext);

/** The section reader's address of a source, at its paragraph: `(a)(1)` → `#p-a-1`. */
export function sectionHref(source: Pick<CitedSource, 'sectionId' | 'paragraph'>): string {
  const anchor = source.paragraph?.match(/[A-Za-z0-9]+/g)?.join('-');
  return `/library/sections/${source.sectionId}${anchor ? `#p-${anchor}` : ''}`;
}

export const UNVERIFIED_NOTE = 'This citation could not be checked against the sources';

/** Why `[n]` is not verified: it names no source given, or a quotation attributed to it is not in its passage. */
export function chipProblem(citations: ReplyCitations, n: number): 'unknown' | 'misquote' | null {
  if (!citations.sources.some((s) => s.n === n)) return 'unknown';
  const issues = citations.check?.issues ?? [];
  return issues.some((issue) => issue.kind === 'misquote' && issue.n === n) ? 'misquote' : null;
}
