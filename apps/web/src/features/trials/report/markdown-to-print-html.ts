import type { Element, Text } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toHast, type Handlers } from 'mdast-util-to-hast';
import { toString } from 'mdast-util-to-string';
import type { ReplyCitations } from '@/components/citations/citation-context';
import { parseMarkdown } from '@/lib/markdown/parse-markdown';
import { markCitationsForPrint } from './report-citations';

const text = (value: string): Text => ({ type: 'text', value });

/** Where the print copy differs from the chat view's rendering of the same Markdown. */
const handlers: Handlers = {
  // A printed page cannot be clicked: a link becomes 'text (address)'.
  link: (state, node) => {
    const label = toString(node);
    const children = state.all(node);
    return label === node.url || `mailto:${label}` === node.url
      ? children
      : [...children, text(` (${node.url})`)];
  },
  // No images in the report (nor in the chat view); the alt text stands in.
  image: (_state, node) => text(node.alt ?? ''),
  // Raw HTML is shown as the text it is, as the chat view does: it can never become markup in the print frame.
  html: (_state, node) => text(node.value),
};

/**
 * The report's Markdown (CommonMark + GFM) as HTML for the printable copy, by the parser the chat view uses.
 * Every piece of text is escaped by the serialiser, so the report can never inject markup. With `citations`, its
 * `[n]` print as chips (see markCitationsForPrint).
 */
export function markdownToPrintHtml(
  markdown: string,
  citations?: ReplyCitations | null,
  /** Where `markdown` starts in the text the citation check read (a report after its title). */
  offset = 0,
): string {
  const markdownTree = parseMarkdown(markdown);
  if (citations) markCitationsForPrint(markdownTree, citations, markdown, offset);
  const tree = toHast(markdownTree, { handlers }) as Element;
  return toHtml(tree, { characterReferences: { useNamedReferences: true } });
}
