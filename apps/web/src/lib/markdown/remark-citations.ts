import type { Parent, PhrasingContent, Root, Text } from 'mdast';

/** `[1]`, `[2, 3]` in text: a reply's citations of its numbered sources (never a link: `[1](…)` parses as one). */
const MARKER = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;
/** Where a citation is text, not a citation: code shows what was written, and a link cannot hold a link. */
const SKIP = new Set(['code', 'inlineCode', 'link', 'linkReference', 'definition', 'html']);

/** The mdast node a citation becomes: a `<cite data-n>` element, which the renderer maps to a chip. */
function citationNode(n: number): PhrasingContent {
  return {
    type: 'text',
    value: `[${n}]`,
    data: { hName: 'cite', hProperties: { dataN: n }, hChildren: [{ type: 'text', value: `[${n}]` }] },
  } as Text;
}

function split(node: Text): PhrasingContent[] | null {
  const parts: PhrasingContent[] = [];
  let last = 0;
  for (const match of node.value.matchAll(MARKER)) {
    if (match.index > last) parts.push({ type: 'text', value: node.value.slice(last, match.index) });
    for (const n of match[1]!.split(',')) parts.push(citationNode(Number(n.trim())));
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return null;
  if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) });
  return parts;
}

function walk(parent: Parent) {
  for (let i = 0; i < parent.children.length; i++) {
    const child = parent.children[i]!;
    if (SKIP.has(child.type)) continue;
    if (child.type === 'text') {
      const parts = split(child);
      if (parts) {
        parent.children.splice(i, 1, ...(parts as typeof parent.children));
        i += parts.length - 1;
      }
    } else if ('children' in child) walk(child);
  }
}

/**
 * A remark plugin that turns each `[n]` of a text into a `cite` element carrying `data-n` (one per number of
 * `[1, 2]`), so the renderer can show it as a chip. It works on the syntax tree, never on HTML.
 */
export function remarkCitations() {
  return (tree: Root) => walk(tree);
}
