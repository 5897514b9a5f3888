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

/** A segment's text cut into plain pieces and matched pieces, for drawing the matches. */
export function markPieces(
  text: string,
  matches: { start: number; end: number; index: number }[],
): { text: string; match?: number }[] {
  const pieces: { text: string; match?: number }[] = [];
  let at = 0;
  for (const match of matches) {
    if (match.start > at) pieces.push({ text: text.slice(at, match.start) });
    pieces.push({ text: text.slice(match.start, match.end), match: match.index });
    at = match.end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}
