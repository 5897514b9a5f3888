import type { LibrarySection } from '@amicus/contract/library/schemas';

/**
 * A section as the browser tab names it: its citation and heading ("D.C. Code § 42-3502.17 Security
 * deposits."). A guide's citation already ends with its heading ("Amicus guide: housing and tenancy — Security
 * deposit"), which is not said twice.
 */
export function sectionName(section: Pick<LibrarySection, 'citation' | 'heading'>): string {
  const heading = section.heading.trim().replace(/\.$/, '');
  return section.citation.includes(heading) ? section.citation : `${section.citation} ${section.heading}`;
}
