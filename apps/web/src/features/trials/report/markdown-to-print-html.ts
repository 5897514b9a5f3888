/**
 * Simple Markdown (headings, bold, italic, strikethrough, code, quotes, lists, tables, rules) to HTML for the
 * printable report. Every piece of text is escaped before any tag is added, so the report can never inject
 * markup into the print frame. Links become "text (address)": a printed page cannot be clicked.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function inlineToHtml(text: string): string {
  const codes: string[] = [];
  const withoutCode = text.replace(
    /`([^`]+)`/g,
    (_, code: string) => `\u0000${codes.push(`<code>${escapeHtml(code)}</code>`) - 1}\u0000`,
  );
  return (
    escapeHtml(withoutCode)
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\(([^)\s]+)(?:\s+&quot;[^&]*&quot;)?\)/g, (_, label: string, url: string) =>
        label === url || `mailto:${label}` === url ? label : `${label} (${url})`,
      )
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '<strong>$2</strong>')
      .replace(/(^|[^*\w])\*(?=\S)([^*]*?\S)\*(?!\*)/g, '$1<em>$2</em>')
      .replace(/(^|[^_\w])_(?=\S)([^_]*?\S)_(?![_\w])/g, '$1<em>$2</em>')
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '<del>$1</del>')
      .replace(/\\([\\`*_{}[\]()#+\-.!~|])/g, '$1')
      // eslint-disable-next-line no-control-regex
      .replace(/\u0000(\d+)\u0000/g, (_, i: string) => codes[Number(i)] ?? '')
  );
}

type ListItem = { indent: number; ordered: boolean; start: number; text: string };

const LIST_ITEM = /^(\s*)([-*+]|(\d+)[.)])\s+(.*)$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

function renderList(items: ListItem[]): string {
  let html = '';
  const open: { indent: number; tag: 'ul' | 'ol' }[] = [];
  for (const item of items) {
    while (open.length > 0 && item.indent < open[open.length - 1]!.indent) {
      html += `</li></${open.pop()!.tag}>`;
    }
    const top = open[open.length - 1];
    if (!top || item.indent > top.indent) {
      const tag = item.ordered ? 'ol' : 'ul';
      html += tag === 'ol' && item.start !== 1 ? `<ol start="${item.start}">` : `<${tag}>`;
      open.push({ indent: item.indent, tag });
    } else {
      html += '</li>';
    }
    html += `<li>${inlineToHtml(item.text)}`;
  }
  while (open.length > 0) html += `</li></${open.pop()!.tag}>`;
  return html;
}

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => inlineToHtml(cell.trim()));

export function markdownToPrintHtml(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const html: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) html.push(`<p>${inlineToHtml(paragraph.join(' '))}</p>`);
    paragraph = [];
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*(```|~~~)/.test(line)) {
      flush();
      const code: string[] = [];
      while (++i < lines.length && !/^\s*(```|~~~)/.test(lines[i]!)) code.push(lines[i]!);
      html.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = /^\s*(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length;
      html.push(`<h${level}>${inlineToHtml(heading[2]!)}</h${level}>`);
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      flush();
      html.push('<hr>');
      continue;
    }
    if (/^\s*>/.test(line)) {
      flush();
      const quoted: string[] = [];
      for (; i < lines.length && /^\s*>/.test(lines[i]!); i++) quoted.push(lines[i]!.replace(/^\s*>\s?/, ''));
      i--;
      html.push(`<blockquote>${markdownToPrintHtml(quoted.join('\n'))}</blockquote>`);
      continue;
    }
    if (/^\s*\|/.test(line) && TABLE_SEPARATOR.test(lines[i + 1] ?? '')) {
      flush();
      const head = cellsOf(line);
      const rows: string[][] = [];
      for (i += 2; i < lines.length && /^\s*\|/.test(lines[i]!); i++) rows.push(cellsOf(lines[i]!));
      i--;
      html.push(
        `<table><thead><tr>${head.map((c) => `<th>${c}</th>`).join('')}</tr></thead><tbody>${rows
          .map((row) => `<tr>${row.map((c) => `<td>${c}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`,
      );
      continue;
    }
    const first = LIST_ITEM.exec(line);
    if (first) {
      flush();
      const items: ListItem[] = [];
      for (; i < lines.length; i++) {
        const current = lines[i]!;
        const match = LIST_ITEM.exec(current);
        if (match) {
          items.push({
            indent: match[1]!.length,
            ordered: match[3] !== undefined,
            start: Number(match[3] ?? 1),
            text: match[4]!,
          });
        } else if (current.trim() !== '' && /^\s+/.test(current) && items.length > 0) {
          // An indented line under an item continues it.
          items[items.length - 1]!.text += ` ${current.trim()}`;
        } else {
          break;
        }
      }
      i--;
      html.push(renderList(items));
      continue;
    }
    paragraph.push(line.trim());
  }
  flush();
  return html.join('\n');
}
