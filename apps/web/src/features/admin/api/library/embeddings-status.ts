import { useQuery } from '@tanstack/react-query';
import {
  libraryEmbeddingsResultSchema,
  type LibraryEmbeddingsStatus,
} from '@amicus/contract/library/admin-schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** While sections are being embedded (after an import or a start), the count is read again this often. */
const WHILE_EMBEDDING_MS = 5_000;

const embedding = (status: LibraryEmbeddingsStatus | undefined) =>
  status?.state === 'on' &&
  (status.embedded < status.total || status.job?.status === 'queued' || status.job?.status === 'running');

/** Whether search also ranks by meaning, and how much of the library has vectors (GET /admin/library/embeddings). */
export function useLibraryEmbeddings() {
  return useQuery({
    queryKey: adminKeys.libraryEmbeddings,
    queryFn: () => api.get('/admin/library/embeddings', libraryEmbeddingsResultSchema),
    refetchInterval: (query) => (embedding(query.state.data?.embeddings) ? WHILE_EMBEDDING_MS : false),
  });
}
