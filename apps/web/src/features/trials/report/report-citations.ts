import type { Root, RootContent } from 'mdast';
import {
  chipProblem,
  listedIssues,
  misquoteNote,
  sourceOrigin,
  sourcesHeading,
  UNSUPPORTED_NOTE,
  UNVERIFIED_NOTE,
  type ReplyCitations,
} from '@/components/citations/citation-context';
import { remarkCitations } from '@/lib/markdown/remark-citations';
import { escapeHtml } from './escape-html';

type CiteData = { hName?: string; hProperties?: Record<string, unknown>; hChildren?: unknown[] };

/**
 * Marks a report's `[n]` for print as the chat marks them on screen: a numbered chip, dashed and with a warning
 * sign when the check could not verify it. Works on the syntax tree (remarkCitations), so `[n]` in code or a
 * link stays text, and every piece of text is still escaped by the serialiser.
 */
export function markCitationsForPrint(
  tree: Root,
  citations: ReplyCitations,
  markdown: string,
  offset = 0,
): void {
  remarkCitations({ offset })(tree, { value: markdown });
  const walk = (nodes: RootContent[]) => {
    for (const node of nodes) {
      const data = node.data as CiteData | undefined;
      if (data?.hName === 'cite') {
        const n = Number(data.hProperties?.dataN);
        const at = data.hProperties?.dataAt;
        const problem = chipProblem(citations, n, typeof at === 'number' ? at : undefined);
        data.hName = 'span';
        data.hProperties = problem
          ? { className: ['citation', 'unverified'], title: UNVERIFIED_NOTE }
          : { className: ['citation'] };
        data.hChildren = [{ type: 'text', value: problem ? `⚠ ${n}` : String(n) }];
      } else if ('children' in node) walk(node.children as RootContent[]);
    }
  };
  walk(tree.children);
}

/**
 * After the printed report: the citations the check could not verify, then the sources it was given, each with
 * the passage itself (a printed page has no popover to show it). Nothing when there is nothing to list.
 */
export function printedSources({ sources, check }: ReplyCitations): string {
  const { unsupported, misquotes } = listedIssues(check);
  if (sources.length === 0 && unsupported.length === 0 && misquotes.length === 0) return '';
  const notes = [
    ...unsupported.map(
      (issue) => `<li><strong>${escapeHtml(issue.text)}</strong>: ${escapeHtml(UNSUPPORTED_NOTE)}</li>`,
    ),
    ...misquotes.map(
      (issue) => `<li>“${escapeHtml(issue.text)}” [${issue.n}]: ${escapeHtml(misquoteNote(issue))}</li>`,
    ),
  ];
  const list = sources.map(
    (source) => `<li><span class="source-n">${source.n}</span><div>
<p class="source-title"><strong>${escapeHtml(source.citation)}</strong> ${escapeHtml(source.heading)}</p>
<p class="source-origin">${escapeHtml(sourceOrigin(source))}</p>
<blockquote class="source-passage">${escapeHtml(source.passage)}</blockquote>
</div></li>`,
  );
  return `<section class="report-sources">
${notes.length > 0 ? `<ul class="unverified-citations">${notes.join('')}</ul>` : ''}
${sources.length > 0 ? `<h2>${escapeHtml(sourcesHeading(sources))}</h2>\n<ol class="sources">${list.join('\n')}</ol>` : ''}
</section>`;
}

/** The print styles of the chips and the sources list (the chat's look, in print colours). */
export const PRINT_CITATION_STYLES = `
.citation { display: inline-block; min-width: 1.3em; padding: 0 0.35em; margin: 0 0.1em; border-radius: 1em; background: #e6ebf5; color: #1d2b4f; font-family: 'Helvetica Neue', Arial, sans-serif; font-size: 7.5pt; font-weight: 700; line-height: 1.45; text-align: center; vertical-align: 0.25em; }
.citation.unverified { background: #fff8e6; color: #7a4b00; border: 1px dashed #b7791f; }
.report-sources { margin-top: 8mm; padding-top: 4mm; border-top: 1px solid #c8ccd6; font-size: 10pt; break-inside: auto; }
.report-sources h2 { font-size: 14pt; margin-top: 0; }
.unverified-citations { list-style: none; padding: 2mm 3mm; margin: 0 0 4mm; border: 1px dashed #b7791f; background: #fff8e6; color: #5c3a00; }
.unverified-citations li::before { content: '⚠ '; }
.sources { list-style: none; padding: 0; margin: 0; }
.sources > li { display: flex; gap: 3mm; margin: 0 0 3mm; break-inside: avoid; }
.sources > li > div { flex: 1; min-width: 0; }
.source-n { flex: none; display: inline-block; min-width: 1.5em; height: 1.5em; border-radius: 1em; background: #e6ebf5; color: #1d2b4f; font-family: 'Helvetica Neue', Arial, sans-serif; font-size: 8pt; font-weight: 700; line-height: 1.5em; text-align: center; }
.source-title, .source-origin { margin: 0; }
.source-origin { color: #5b6275; font-size: 9pt; }
.source-passage { margin: 1.5mm 0 0; font-size: 9.5pt; }
`;

/** The same list for trial-analysis.txt: the unverified citations, then the sources with their passages. */
export function sourcesAsText({ sources, check }: ReplyCitations): string {
  const { unsupported, misquotes } = listedIssues(check);
  const notes = [
    ...unsupported.map((issue) => `! ${issue.text}: ${UNSUPPORTED_NOTE}`),
    ...misquotes.map((issue) => `! “${issue.text}” [${issue.n}]: ${misquoteNote(issue)}`),
  ];
  const list = sources.map(
    (source) =>
      `[${source.n}] ${source.citation} ${source.heading}\n    ${sourceOrigin(source)}\n    “${source.passage}”`,
  );
  return [
    ...(notes.length > 0 ? [notes.join('\n')] : []),
    ...(list.length > 0 ? [`${sourcesHeading(sources)}\n\n${list.join('\n\n')}`] : []),
  ]
    .map((block) => `\n${block}\n`)
    .join('');
}
