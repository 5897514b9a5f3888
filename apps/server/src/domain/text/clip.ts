/** Shortens a text at a word boundary, marking the cut with "…"; a text within `max` is returned as it is. */
export function clip(text: string, max = 220): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}
