import { Link } from 'react-router';
import type { TextLink } from '@amicus/contract/library/schemas';

/** A link's address: the cited section, at the paragraph it names when the library holds that paragraph. */
export const linkTarget = (link: TextLink) =>
  `/library/sections/${link.sectionId}${link.anchor ? `#${link.anchor}` : ''}`;

/**
 * A paragraph's or note's text with each citation of a section the library holds ("§ 42-3502.05(a)(4)",
 * "section 1692b of this title") linked to it, as the server found them (section-links.ts).
 */
export function ParagraphText({ text, links }: { text: string; links: TextLink[] }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const link of links) {
    if (link.start < last) continue;
    parts.push(text.slice(last, link.start));
    parts.push(
      <Link
        key={link.start}
        to={linkTarget(link)}
        className="font-medium text-primary underline underline-offset-4"
      >
        {text.slice(link.start, link.end)}
      </Link>,
    );
    last = link.end;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/** The links of one paragraph or note of a section. */
export const linksOf = (links: TextLink[], at: TextLink['in'], index: number) =>
  links.filter((link) => link.in === at && link.index === index);
