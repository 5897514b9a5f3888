const fenceOpen = /^ {0,3}(`{3,}|~{3,})/;
const listMarker = /^ {0,3}([-*+]|\d{1,9}[.)])(\s|$)/;
const indented = /^(\t| )/;
const blank = /^\s*$/;
/** A link reference or footnote definition (`[1]: https://…`, `[^1]: …`), which blocks elsewhere refer to. */
const definition = /^ {0,3}\[[^\]\n]+\]:/m;

/**
 * Splits Markdown into its top-level blocks (paragraphs, headings, lists, quotes, code fences, tables) so each
 * can be rendered and memoised on its own: while a reply streams only the last block changes, and the blocks
 * before it are never parsed or rendered again.
 *
 * A blank line outside a code fence ends a block, except inside a list, where a following item or indented
 * continuation belongs to the same list. This is a scan of lines, not a full parse: it runs on every frame of a
 * streamed reply, so it must stay linear and cheap. The one place where it may disagree with a real parser, an
 * odd list layout, only costs a few more re-renders, never a wrong rendering of the text as a whole.
 * Text with link reference or footnote definitions is one block.
 */
export function splitMarkdownBlocks(text: string): string[] {
  // A definition serves the whole text: parsed apart, `[the statute][1]` would stay literal and the footnote
  // unnumbered. Such text (rare in replies) is kept in one block and parsed in one pass.
  if (definition.test(text)) return [text];
  const blocks: string[] = [];
  let current: string[] = [];
  let pendingBlanks: string[] = [];
  let fence: { char: string; length: number } | null = null;
  let currentIsList = false;

  const close = () => {
    if (current.length > 0) blocks.push(current.join('\n'));
    current = [];
    pendingBlanks = [];
    currentIsList = false;
  };

  for (const line of text.split('\n')) {
    if (fence) {
      current.push(line);
      const closing = line.match(/^ {0,3}(`{3,}|~{3,})\s*$/);
      if (closing && closing[1]![0] === fence.char && closing[1]!.length >= fence.length) fence = null;
      continue;
    }
    if (blank.test(line)) {
      if (current.length > 0) pendingBlanks.push(line);
      continue;
    }
    if (pendingBlanks.length > 0) {
      const continuesList = currentIsList && (listMarker.test(line) || indented.test(line));
      if (continuesList) current.push(...pendingBlanks);
      else close();
      pendingBlanks = [];
    }
    if (current.length === 0) currentIsList = listMarker.test(line);
    current.push(line);
    const open = line.match(fenceOpen);
    if (open) fence = { char: open[1]![0]!, length: open[1]!.length };
  }
  close();
  return blocks;
}
