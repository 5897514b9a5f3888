import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

// The parser the chat view renders with (react-markdown runs remark-parse and remark-gfm): a report or a
// preview reads the same Markdown the same way.
const parser = unified().use(remarkParse).use(remarkGfm);

/** Markdown (CommonMark + GFM tables, strikethrough, task lists, footnotes) as an mdast tree. */
export function parseMarkdown(markdown: string): Root {
  // remark-gfm works inside the parser (micromark and mdast extensions): no transform step to run.
  return parser.parse(markdown);
}
