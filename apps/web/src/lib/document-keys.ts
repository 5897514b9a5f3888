/**
 * Query keys of the user's documents and the templates they draft from; `all` covers every list and detail.
 * Shared: the admin's template screens refresh the users' template list when a template changes.
 */
export const documentKeys = {
  all: ['documents'] as const,
  list: ['documents', 'list'] as const,
  templates: ['documents', 'templates'] as const,
  detail: (id: number) => ['documents', 'detail', id] as const,
  versions: (id: number) => ['documents', 'versions', id] as const,
};
