import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ProblemSection } from '@amicus/contract/library/problem-schemas';
import { paragraphAnchor } from '@amicus/contract/library/research-schemas';

/**
 * A section that governs a problem: its citation, leading to the reader at its first key paragraph, what it
 * provides in plain words, and the key paragraphs as the library holds them. A section the library does not hold
 * says so, with no link.
 */
export function GoverningSection({ governs }: { governs: ProblemSection }) {
  const { sectionId } = governs;
  const first = governs.keyParagraphs[0]?.path ?? governs.paragraphs[0];
  const at = (path: string | undefined) =>
    `/library/sections/${sectionId}${path ? `#${paragraphAnchor(path)}` : ''}`;
  const cited =
    governs.paragraphs.length > 0
      ? `, ${governs.paragraphs.length === 1 ? 'paragraph' : 'paragraphs'} ${governs.paragraphs.join(', ')}`
      : '';
  return (
    <li className="rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <h3 className="font-serif text-base font-semibold sm:text-lg">
        {sectionId !== null ? (
          <Link
            to={at(first)}
            className="text-primary underline-offset-4 hover:underline focus-visible:underline"
          >
            {governs.citation}
          </Link>
        ) : (
          governs.citation
        )}
        <span className="font-sans text-sm font-normal text-muted-foreground">{cited}</span>
      </h3>
      {governs.heading && <p className="mt-0.5 text-sm font-medium">{governs.heading}</p>}

      <p className="mt-3 text-[0.95rem] leading-relaxed">
        <span className="font-medium">In plain words: </span>
        {governs.says}
      </p>

      {sectionId === null ? (
        <p className="mt-3 rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground">
          This section is not in the library yet, so its text is not shown here.
        </p>
      ) : (
        governs.keyParagraphs.length > 0 && (
          <div className="mt-4 space-y-2">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              What the law says
            </p>
            <ul className="space-y-2 border-l-2 border-gold/60 pl-3">
              {governs.keyParagraphs.map((paragraph) => (
                <li key={paragraph.path} className="text-sm leading-relaxed">
                  <Link
                    to={at(paragraph.path)}
                    aria-label={`${governs.citation}${paragraph.path}`}
                    className="mr-1.5 font-semibold text-primary no-underline hover:underline"
                  >
                    {paragraph.path}
                  </Link>
                  {paragraph.text}
                </li>
              ))}
            </ul>
          </div>
        )
      )}

      {sectionId !== null && (
        <Link
          to={at(undefined)}
          className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Read the whole section <ArrowRight className="size-3.5" aria-hidden />
          <span className="sr-only">{governs.citation}</span>
        </Link>
      )}
    </li>
  );
}
