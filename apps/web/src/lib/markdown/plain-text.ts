import type { Nodes } from 'mdast';
import { parseMarkdown } from './parse-markdown';

/** The words of a node: link and emphasis text, code as written, an image's alt text. */
function wordsOf(node: Nodes): string {
  switch (node.type) {
    case 'text':
      // A preview is often cut mid-construct ('…about **My landlord'); the parser leaves the unclosed marks.
      return node.value.replace(/\*\*|__|~~|`+/g, '');
    case 'inlineCode':
    case 'code':
    case 'html':
      // Raw HTML reads as the text it is, as the chat view shows it.
      return node.value;
    case 'image':
      return node.alt ?? '';
    case 'definition':
    case 'footnoteDefinition':
      return '';
    case 'break':
      return ' ';
    default:
      // Blocks (paragraphs, items, cells) are kept apart by a space; inline runs join as written.
      return 'children' in node
        ? node.children.map((child) => wordsOf(child)).join(isBlockContainer(node) ? ' ' : '')
        : '';
  }
}

const isBlockContainer = (node: Nodes) =>
  ['root', 'blockquote', 'list', 'listItem', 'table', 'tableRow'].includes(node.type);

/**
 * Markdown reduced to its words, for one-line previews (the history's last message, a search match): no
 * heading marks, quote marks, list bullets, emphasis, code ticks or link targets.
 */
export function markdownToPlainText(markdown: string): string {
  return wordsOf(parseMarkdown(markdown)).replace(/\s+/g, ' ').trim();
}
