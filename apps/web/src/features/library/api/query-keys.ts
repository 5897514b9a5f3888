/** Query keys of the legal library. */
export const libraryKeys = {
  search: (q: string, jurisdiction: string, area: string) =>
    ['library', 'search', q, jurisdiction, area] as const,
  section: (id: number) => ['library', 'section', id] as const,
  contents: (sourceId: number, levels: string, page: number) =>
    ['library', 'contents', sourceId, levels, page] as const,
  jurisdictions: ['library', 'jurisdictions'] as const,
  areas: ['library', 'areas'] as const,
  problems: (jurisdiction: string) => ['library', 'problems', jurisdiction] as const,
  problem: (id: number) => ['library', 'problem', id] as const,
};
