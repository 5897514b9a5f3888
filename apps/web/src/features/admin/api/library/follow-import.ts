import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { finalJobStatuses } from '@amicus/contract/jobs/schemas';
import { libraryImportEventSchema, type LibraryImport } from '@amicus/contract/library/admin-schemas';
import { authorizedFetch } from '@/lib/api-client';
import { readEventStream } from '@/lib/event-stream';
import { adminKeys } from '../query-keys';

/** How long to wait before following again when the stream ended before the import did (a restart). */
const RECONNECT_MS = 1_500;

export const isFinished = (item: LibraryImport) => finalJobStatuses.includes(item.status);

/**
 * Follows one import's events (GET /admin/library/imports/{id}/events) and answers the import as it is now.
 * The stream starts again from the import as it is, so following after a reload or a dropped connection loses
 * nothing. When it ends, the sources and the list of imports are loaded again.
 */
export function useFollowImport(initial: LibraryImport | null): LibraryImport | null {
  const queryClient = useQueryClient();
  const [streamed, setStreamed] = useState<LibraryImport | null>(null);
  const id = initial?.id;
  const finished = initial ? isFinished(initial) : true;

  useEffect(() => {
    if (id === undefined || finished) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = async () => {
      let done = false;
      try {
        const response = await authorizedFetch(`/admin/library/imports/${id}/events`, {
          signal: abort.signal,
          headers: { Accept: 'text/event-stream' },
        });
        await readEventStream(response, {
          onEvent: (data) => {
            const parsed = libraryImportEventSchema.safeParse(data);
            if (!parsed.success) return;
            setStreamed(parsed.data.import);
            if (isFinished(parsed.data.import)) done = true;
          },
        });
      } catch {
        if (abort.signal.aborted) return;
      }
      if (abort.signal.aborted) return;
      if (done) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: adminKeys.librarySources }),
          queryClient.invalidateQueries({ queryKey: adminKeys.libraryImports }),
        ]);
        return;
      }
      timer = setTimeout(() => void follow(), RECONNECT_MS);
    };
    void follow();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [id, finished, queryClient]);

  // The newer of what the stream said and what the list says (the list is reloaded when the import ends).
  if (!initial) return null;
  if (!streamed || streamed.id !== initial.id) return initial;
  return Date.parse(streamed.updatedAt) >= Date.parse(initial.updatedAt) ? streamed : initial;
}
