/** One place the search found: a segment's number and where in its text (UTF-16 offsets, end exclusive). */
export type TranscriptMatch = { n: number; start: number; end: number };

/**
 * A text folded for searching, with where each folded character came from: case and accents do not count
 * ("cafe" finds "Café"), and a run of white space is one space. Folding can change a character's length
 * ("İ" lower-cases to two), so each folded character keeps its original offset.
 */
function fold(text: string): { folded: string; from: number[] } {
  let folded = '';
  const from: number[] = [];
  let offset = 0;
  let lastWasSpace = false;
  for (const char of text) {
    if (/\s/.test(char)) {
      if (!lastWasSpace) {
        folded += ' ';
        from.push(offset);
      }
      lastWasSpace = true;
    } else {
      const plain = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      for (const piece of plain) {
        folded += piece;
        from.push(offset);
        if (piece.length > 1) from.push(offset);
      }
      lastWasSpace = false;
    }
    offset += char.length;
  }
  from.push(offset);
  return { folded, from };
}

/**
 * Every place `query` occurs in the segments' texts, in reading order (segment by segment, left to right),
 * never overlapping. An empty or blank query finds nothing.
 */
export function findMatches(segments: { n: number; text: string }[], query: string): TranscriptMatch[] {
  const needle = fold(query.trim()).folded;
  if (!needle) return [];
  const matches: TranscriptMatch[] = [];
  for (const segment of segments) {
    const { folded, from } = fold(segment.text);
    for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + needle.length)) {
      matches.push({ n: segment.n, start: from[at]!, end: from[at + needle.length]! });
    }
  }
  return matches;
}

/**
 * A segment's text cut into pieces for drawing the search's matches and the word being spoken: each piece lies
 * wholly in a match or outside any, and wholly in the spoken word or outside it, so both can be drawn at once.
 */
export function markPieces(
  text: string,
  matches: { start: number; end: number; index: number }[],
  spoken?: { start: number; end: number } | null,
): { text: string; match?: number; spoken?: true }[] {
  const cuts = new Set([0, text.length]);
  for (const match of matches) cuts.add(match.start).add(match.end);
  if (spoken) cuts.add(Math.min(spoken.start, text.length)).add(Math.min(spoken.end, text.length));
  const points = [...cuts].sort((a, b) => a - b);
  const pieces: { text: string; match?: number; spoken?: true }[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [from, to] = [points[i]!, points[i + 1]!];
    if (from === to) continue;
    const match = matches.find((m) => from >= m.start && to <= m.end)?.index;
    const isSpoken = spoken !== undefined && spoken !== null && from >= spoken.start && to <= spoken.end;
    const last = pieces.at(-1);
    // Neighbours alike (the cuts of the other kind) stay one piece.
    if (last && last.match === match && (last.spoken ?? false) === isSpoken) {
      last.text += text.slice(from, to);
      continue;
    }
    pieces.push({
      text: text.slice(from, to),
      ...(match !== undefined && { match }),
      ...(isSpoken && { spoken: true as const }),
    });
  }
  return pieces;
}
