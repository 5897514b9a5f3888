import type { Parent, PhrasingContent, Root, Text } from 'mdast';

/** `[1]`, `[2, 3]` in text: a reply's citations of its numbered sources (never a link: `[1](…)` parses as one). */
const MARKER = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;
/** Where a citation is text, not a citation: code shows what was written, and a link cannot hold a link. */
const SKIP = new Set(['code', 'inlineCode', 'link', 'linkReference', 'definition', 'html']);

/**
 * The mdast node a citation becomes: a `<cite data-n data-at>` element, which the renderer maps to a chip. `at` is
 * where its marker stands in the whole text, as the citation check places what it finds.
 */
function citationNode(n: number, at: number | null): PhrasingContent {
  return {
    type: 'text',
    value: `[${n}]`,
    data: {
      hName: 'cite',
      hProperties: { dataN: n, ...(at === null ? {} : { dataAt: at }) },
      hChildren: [{ type: 'text', value: `[${n}]` }],
    },
  } as Text;
}

/** Where the text's markers stand: a node's value may differ from what was written (escapes), its place not. */
type Places = { source: string | null; offset: number };

function markerPlaces(node: Text, places: Places, count: number): (number | null)[] {
  const start = node.position?.start.offset;
  if (start === undefined) return Array.from({ length: count }, () => null);
  const written = places.source?.slice(start, node.position!.end.offset);
  const found = written === undefined ? [] : [...written.matchAll(MARKER)].map((m) => m.index);
  // As written when the markers there are the node's; else by the node's own value.
  const within =
    found.length === count ? found : [...node.value.matchAll(MARKER)].map((match) => match.index);
  return within.map((index) => places.offset + start + index);
}

function split(node: Text, places: Places): PhrasingContent[] | null {
  const matches = [...node.value.matchAll(MARKER)];
  if (matches.length === 0) return null;
  const at = markerPlaces(node, places, matches.length);
  const parts: PhrasingContent[] = [];
  let last = 0;
  matches.forEach((match, k) => {
    if (match.index > last) parts.push({ type: 'text', value: node.value.slice(last, match.index) });
    for (const n of match[1]!.split(',')) parts.push(citationNode(Number(n.trim()), at[k] ?? null));
    last = match.index + match[0].length;
  });
  if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) });
  return parts;
}

function walk(parent: Parent, places: Places) {
  for (let i = 0; i < parent.children.length; i++) {
    const child = parent.children[i]!;
    if (SKIP.has(child.type)) continue;
    if (child.type === 'text') {
      const parts = split(child, places);
      if (parts) {
        parent.children.splice(i, 1, ...(parts as typeof parent.children));
        i += parts.length - 1;
      }
    } else if ('children' in child) walk(child, places);
  }
}

/**
 * A remark plugin that turns each `[n]` of a text into a `cite` element carrying `data-n` (one per number of
 * `[1, 2]`) and `data-at`, so the renderer can show it as a chip and the chip can tell whether the citation
 * check found a problem at its own marker. It works on the syntax tree, never on HTML. `offset`: where the
 * parsed text starts in the whole text (a block of a reply rendered block by block).
 */
export function remarkCitations({ offset = 0 }: { offset?: number } = {}) {
  return (tree: Root, file?: { value?: unknown }) =>
    walk(tree, { source: typeof file?.value === 'string' ? file.value : null, offset });
}
