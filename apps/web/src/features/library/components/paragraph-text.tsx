import { Link } from 'react-router';

const CITED = /§\s*(\d{1,2}[A-Z]?-\d+[a-z]?(?:\.\d+[a-z]?)*(?:-\d+)?)/g;

/** A paragraph's text with each "§ 42-3502.05" the library holds linked to that section. */
export function ParagraphText({ text, linkable }: { text: string; linkable: Map<string, number> }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const found of text.matchAll(CITED)) {
    const id = linkable.get(found[1]!);
    if (id === undefined) continue;
    parts.push(text.slice(last, found.index));
    parts.push(
      <Link
        key={found.index}
        to={`/library/sections/${id}`}
        className="whitespace-nowrap font-medium text-primary underline underline-offset-4"
      >
        {found[0]}
      </Link>,
    );
    last = found.index + found[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
