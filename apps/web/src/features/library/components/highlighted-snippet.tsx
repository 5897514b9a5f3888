import { snippetParts } from '../format/snippet';

/** A snippet with the matched words marked; text only, never HTML. */
export function HighlightedSnippet({ snippet }: { snippet: string }) {
  return (
    <>
      {snippetParts(snippet).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-gold/30 px-0.5 text-foreground">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
