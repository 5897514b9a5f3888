import type { List, Nodes, PhrasingContent, RootContent } from 'mdast';
import { parseMarkdown } from '@/lib/markdown/parse-markdown';

/**
 * The report as plain text for trial-analysis.txt: the Markdown marks are removed, the words and the layout
 * (paragraphs, list items, table rows) stay. Links keep their address after the text, as a reader of a plain
 * file cannot click them.
 */
export function markdownToPlainText(markdown: string): string {
  const text = blocksToText(parseMarkdown(markdown).children, '\n\n');
  return `${text.replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

function inlineToText(nodes: PhrasingContent[]): string {
  return nodes.map(phrasingToText).join('');
}

function phrasingToText(node: PhrasingContent): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return '\n';
    case 'image':
      return node.alt ?? '';
    case 'html':
    case 'imageReference':
    case 'footnoteReference':
      return '';
    case 'link': {
      const label = inlineToText(node.children);
      return label === node.url || `mailto:${label}` === node.url ? label : `${label} (${node.url})`;
    }
    default:
      return 'children' in node ? inlineToText(node.children) : '';
  }
}

function blocksToText(nodes: RootContent[], separator: string): string {
  return nodes
    .map(blockToText)
    .filter((text) => text !== '')
    .join(separator);
}

function blockToText(node: RootContent | Nodes): string {
  switch (node.type) {
    case 'heading':
    case 'paragraph':
      return inlineToText(node.children);
    case 'blockquote':
      return blocksToText(node.children, '\n\n');
    case 'code':
      return node.value;
    case 'list':
      return listToText(node);
    case 'table':
      return node.children
        .map((row) => row.children.map((cell) => inlineToText(cell.children).trim()).join('  |  '))
        .join('\n');
    default:
      // Rules, raw HTML and link or footnote definitions carry no words of the report.
      return '';
  }
}

/** Items as '• text' or '1. text'; an item's further blocks and nested lists are indented under its text. */
function listToText(list: List): string {
  return list.children
    .map((item, index) => {
      const marker = list.ordered ? `${(list.start ?? 1) + index}. ` : '• ';
      const body = blocksToText(item.children, item.spread ? '\n\n' : '\n');
      const indent = ' '.repeat(list.ordered ? marker.length : 2);
      return marker + body.replace(/\n(?=.)/g, `\n${indent}`);
    })
    .join(list.spread ? '\n\n' : '\n');
}
