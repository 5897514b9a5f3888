import type { LibrarySection } from '@amicus/contract/library/schemas';
import type { LibraryArea, LibraryJurisdiction } from '@amicus/contract/library/research-schemas';
import type { NewChatPrefill } from '@/lib/new-chat-prefill';

/**
 * "Ask Amicus about this": a new chat about the section, its area chosen from the section's first area the
 * catalogue has, and the place from its jurisdiction (US-DC → United States, District of Columbia).
 */
export function askAmicusPrefill(
  section: Pick<LibrarySection, 'citation' | 'heading' | 'areas' | 'source'>,
  areas: LibraryArea[],
  jurisdictions: LibraryJurisdiction[],
): NewChatPrefill {
  const area = section.areas.map((slug) => areas.find((a) => a.slug === slug)).find(Boolean);
  const place = jurisdictions.find((j) => j.code === section.source.jurisdiction);
  const heading = section.heading.replace(/\.$/, '');
  const named = section.citation.includes(heading) ? section.citation : `${section.citation} (${heading})`;
  return {
    stage: area ? 'legal_questionnaire' : 'category_selection',
    category: area ? { id: area.categoryId, name: area.name, description: area.description } : undefined,
    topic: `Explain ${named} and how it applies to me`,
    country: place?.country ?? '',
    state: place?.state ?? '',
  };
}
