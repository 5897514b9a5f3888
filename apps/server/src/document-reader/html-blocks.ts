import type { DocumentBlock } from './document-outline';

/**
 * HTML to headings (h1–h6) and paragraphs, for HTML files and for Word documents (mammoth turns heading
 * styles into h1–h6). A small tolerant tokenizer rather than a DOM: the server has no HTML parser among its
 * dependencies, the library needs only block boundaries and text, and every pattern here runs in linear time.
 */
/** Elements whose content is not text a reader sees: skipped to their end tag (or the end of the file). */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'head', 'svg', 'math', 'textarea']);
/** A tag, a comment or declaration, a run of text, or a stray `<`: one step of the scan. */
const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*>|<!--|<[!?][^<>]*>|[^<]+|</g;
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
]);
const CELL = new Set(['td', 'th']);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  sect: '§',
  para: '¶',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  bull: '•',
  middot: '·',
  laquo: '«',
  raquo: '»',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

export function htmlBlocks(html: string): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  let text = '';
  let heading: number | undefined;
  // The lists open around the text: a paragraph inside one is a list item (Word's numbered and bulleted lists).
  const lists: ('ul' | 'ol')[] = [];
  const flush = () => {
    const clean = decodeEntities(text).replace(/\s+/g, ' ').trim();
    const list = lists.at(-1);
    if (clean)
      blocks.push(
        heading !== undefined
          ? { kind: 'heading', level: heading, text: clean }
          : list
            ? { kind: 'paragraph', text: clean, list: { ordered: list === 'ol', level: lists.length } }
            : { kind: 'paragraph', text: clean },
      );
    text = '';
  };
  // One pass, each character looked at a bounded number of times: a skip to an end tag or a comment's end
  // moves the scan past it, so an unclosed <script> or <!-- costs one search, not one per tag.
  const lower = html.toLowerCase();
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TOKEN.exec(html)) !== null) {
    const [token, closing, rawName] = match;
    if (token === '<!--') {
      const end = html.indexOf('-->', TOKEN.lastIndex);
      TOKEN.lastIndex = end === -1 ? html.length : end + 3;
      continue;
    }
    if (rawName === undefined) {
      if (!token.startsWith('<!') && !token.startsWith('<?')) text += token;
      continue;
    }
    const name = rawName.toLowerCase();
    if (!closing && DROPPED.has(name)) {
      const end = lower.indexOf(`</${name}`, TOKEN.lastIndex);
      const close = end === -1 ? -1 : html.indexOf('>', end);
      TOKEN.lastIndex = close === -1 ? html.length : close + 1;
      continue;
    }
    const level = /^h[1-6]$/.test(name) ? Number(name[1]) : undefined;
    if (level !== undefined) {
      flush();
      heading = closing ? undefined : level;
    } else if (CELL.has(name)) {
      text += ' ';
    } else if (BLOCK.has(name) && heading === undefined) {
      flush();
      if (name === 'ul' || name === 'ol') {
        if (!closing) lists.push(name);
        else if (lists.at(-1) === name) lists.pop();
      }
    } else if (BLOCK.has(name)) {
      text += ' ';
    }
  }
  flush();
  return blocks;
}

/** An HTML page rather than text that mentions a tag: a doctype, an <html> root, or block tags throughout. */
export function looksLikeHtml(text: string): boolean {
  const head = text.slice(0, 4096).trimStart().toLowerCase();
  if (head.startsWith('<!doctype html') || head.startsWith('<html')) return true;
  return (
    /<(h[1-6]|p|div|body|article|section)\b[^>]*>/i.test(head) &&
    /<\/(h[1-6]|p|div|body|article|section)>/i.test(head)
  );
}
