import { createContext, useContext } from 'react';
import type { CitationCheck, CitationIssue, CitedSource } from '@amicus/contract/library/schemas';
import { currentToText } from '@/lib/format';

/**
 * The sources and citation check of the reply being rendered, for its chips. Where the screen can show a source
 * beside the text (the chat's source panel), `openSource` does so; `opener` is the control focus returns to.
 */
export type ReplyCitations = {
  sources: CitedSource[];
  check: CitationCheck | null;
  openSource?: (source: CitedSource, opener: HTMLElement | null) => void;
};

/** The words of the action that shows a source beside the text. */
export const OPEN_SOURCE = 'Open';
export const openSourceLabel = (source: Pick<CitedSource, 'n' | 'citation'>) =>
  `Open source ${source.n}, ${source.citation}, beside the chat`;

export const CitationContext = createContext<ReplyCitations>({ sources: [], check: null });
export const useReplyCitations = () => useContext(CitationContext);

/** The section reader's address of a source, at its paragraph: `(a)(1)` → `#p-a-1`. */
export function sectionHref(source: Pick<CitedSource, 'sectionId' | 'paragraph'>): string {
  const anchor = source.paragraph?.match(/[A-Za-z0-9]+/g)?.join('-');
  return `/library/sections/${source.sectionId}${anchor ? `#p-${anchor}` : ''}`;
}

export const UNVERIFIED_NOTE = 'This citation could not be checked against the sources';

/** The issues found with what a text says of its sources: a quotation or a figure its cited passage lacks. */
const saysOfSource = (issue: CitationIssue) =>
  issue.kind === 'misquote' || issue.kind === 'unsupported_claim';

/**
 * Why the `[n]` at `at` is not verified: it names no source given, or a quotation attributed to it is not in its
 * passage, or its sentence states a figure its passage does not. A problem the check placed at another marker
 * of the same source is that marker's, not this one's; one placed nowhere (a check from before places were
 * kept, or of a text shown otherwise than checked) is every chip's of its source.
 */
export function chipProblem(
  citations: ReplyCitations,
  n: number,
  at?: number,
): 'unknown' | CitationIssue | null {
  if (!citations.sources.some((s) => s.n === n)) return 'unknown';
  const issues = citations.check?.issues ?? [];
  return (
    issues.find(
      (issue) =>
        saysOfSource(issue) && issue.n === n && (issue.at == null || at === undefined || issue.at === at),
    ) ?? null
  );
}

/**
 * The words shown with a text's sources, on screen and in print alike: the list's heading (law, or only
 * general guides), where a source comes from, and what is said of each citation the check could not verify.
 */
export const sourcesHeading = (sources: readonly CitedSource[]) =>
  sources.some((s) => s.jurisdiction !== 'general')
    ? 'Sources'
    : 'General guidance (not the law of your jurisdiction)';

/** "Code of the District of Columbia · Current to Jun 30, 2025". */
export const sourceOrigin = (source: Pick<CitedSource, 'sourceTitle' | 'asOf'>) =>
  `${source.sourceTitle}${source.asOf ? ` · ${currentToText(source.asOf)}` : ''}`;

export const UNSUPPORTED_NOTE = `${UNVERIFIED_NOTE} (it is not one of them). Check it before relying on it.`;
/** What is said of a quotation not in its source, or of a figure its source does not state. */
export const misquoteNote = (issue: Pick<CitationIssue, 'kind' | 'n'>) =>
  issue.kind === 'unsupported_claim'
    ? `${UNVERIFIED_NOTE} (source ${issue.n} does not state this figure).`
    : `${UNVERIFIED_NOTE} (source ${issue.n} does not contain these words).`;

/**
 * The issues listed under a text: statutes not among its sources, and what it says of a source that the source
 * does not hold (quotations not in their passage, figures it does not state).
 */
export function listedIssues(check: CitationCheck | null): {
  unsupported: CitationIssue[];
  misquotes: CitationIssue[];
} {
  const issues = check?.issues ?? [];
  return {
    unsupported: issues.filter((issue) => issue.kind === 'unsupported_citation'),
    misquotes: issues.filter(saysOfSource),
  };
}
