import type { LibrarySection } from '@amicus/contract/library/schemas';
import { paragraphAnchor } from '@amicus/contract/library/research-schemas';
import { cn } from '@/lib/cn';
import { linksOf, ParagraphText } from './paragraph-text';

/**
 * The section's paragraphs, indented by depth, each labelled one an anchor (`#p-c-1` for `(c)(1)`) whose
 * label links to itself, so a paragraph's address can be copied. The paragraph a deep link names is marked.
 */
export function SectionParagraphs({
  section,
  highlighted,
}: {
  section: LibrarySection;
  highlighted: string | null;
}) {
  const anchored = new Set<string>();
  return (
    <div className="space-y-3 text-[0.95rem] leading-relaxed">
      {section.paragraphs.map((paragraph, i) => {
        const anchor = paragraph.label && paragraph.path ? paragraphAnchor(paragraph.path) : null;
        const id = anchor && !anchored.has(anchor) ? anchor : undefined;
        if (id) anchored.add(id);
        return (
          <p
            key={i}
            id={id}
            tabIndex={id ? -1 : undefined}
            style={{ marginLeft: `${Math.min(paragraph.depth, 5) * 1.25}rem` }}
            className={cn(
              'scroll-mt-24 rounded-md px-2 py-1 outline-none transition-colors',
              id && id === highlighted && 'bg-gold/20 ring-1 ring-gold/60',
            )}
          >
            {paragraph.label &&
              (id ? (
                <a
                  href={`#${id}`}
                  className="mr-1.5 font-semibold text-primary no-underline hover:underline"
                  aria-label={`Paragraph ${paragraph.path}`}
                >
                  {paragraph.label}
                </a>
              ) : (
                <span className="mr-1.5 font-semibold">{paragraph.label}</span>
              ))}
            <ParagraphText text={paragraph.text} links={linksOf(section.links, 'paragraph', i)} />
          </p>
        );
      })}
    </div>
  );
}
