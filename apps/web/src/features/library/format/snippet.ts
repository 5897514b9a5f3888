/** A search snippet's parts: matched words come wrapped in `[[` … `]]` by the server. */
export function snippetParts(snippet: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  const pattern = /\[\[(.*?)\]\]/gs;
  let last = 0;
  for (const found of snippet.matchAll(pattern)) {
    if (found.index > last) parts.push({ text: snippet.slice(last, found.index), match: false });
    if (found[1]) parts.push({ text: found[1], match: true });
    last = found.index + found[0].length;
  }
  if (last < snippet.length) parts.push({ text: snippet.slice(last), match: false });
  return parts;
}
