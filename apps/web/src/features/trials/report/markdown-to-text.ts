/**
 * The report as plain text for trial-analysis.txt: the Markdown marks are removed, the words and the layout
 * (paragraphs, list items, table rows) stay. Links keep their address after the text, as a reader of a plain
 * file cannot click them.
 */
function inlineToText(line: string): string {
  const codes: string[] = [];
  return (
    line
      // Code spans first, so the marks inside them are kept as written.
      .replace(/`([^`]+)`/g, (_, code: string) => `\u0000${codes.push(code) - 1}\u0000`)
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_, text: string, url: string) =>
        text === url || `mailto:${text}` === url ? text : `${text} (${url})`,
      )
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/(^|[^*\w])\*(?=\S)([^*]*?\S)\*(?!\*)/g, '$1$2')
      .replace(/(^|[^_\w])_(?=\S)([^_]*?\S)_(?![_\w])/g, '$1$2')
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
      .replace(/<\/?[a-z][^>]*>/gi, '')
      .replace(/\\([\\`*_{}[\]()#+\-.!>~|])/g, '$1')
      // eslint-disable-next-line no-control-regex
      .replace(/\u0000(\d+)\u0000/g, (_, i: string) => codes[Number(i)] ?? '')
  );
}

const isTableSeparator = (line: string) => /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line);

export function markdownToPlainText(markdown: string): string {
  const out: string[] = [];
  let inFence = false;
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*(```|~~~)/.test(raw)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      out.push(raw);
      continue;
    }
    let line = raw.replace(/^(\s*>\s?)+/, '');
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      out.push('');
      continue;
    }
    if (isTableSeparator(line) && line.includes('-')) continue;
    const heading = /^\s*#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      out.push(inlineToText(heading[1]!));
      continue;
    }
    if (/^\s*\|.*\|\s*$/.test(line)) {
      const cells = line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|');
      out.push(cells.map((c) => inlineToText(c.trim())).join('  |  '));
      continue;
    }
    line = line
      .replace(/^(\s*)[-*+]\s+\[[ xX]\]\s+/, '$1• ')
      .replace(/^(\s*)[-*+]\s+/, '$1• ')
      .replace(/\s{2,}$/, '');
    out.push(inlineToText(line));
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
