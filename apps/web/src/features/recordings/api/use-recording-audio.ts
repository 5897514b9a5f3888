import { useEffect, useState } from 'react';
import { authorizedFetch } from '@/lib/api-client';

export type RecordingAudio = { url: string | null; failed: boolean };

/**
 * GET /recordings/{id}/audio (a path under the API base) as a blob: the audio needs the bearer token, which an
 * <audio> element cannot send, so it is fetched once and played from memory, where seeking to a segment is
 * instant. The object URL is released when the page leaves.
 */
export function useRecordingAudio(audioPath: string | undefined): RecordingAudio {
  const [state, setState] = useState<RecordingAudio & { path?: string }>({ url: null, failed: false });
  useEffect(() => {
    if (!audioPath) return;
    const controller = new AbortController();
    let url: string | null = null;
    authorizedFetch(audioPath, { signal: controller.signal })
      .then((response) => response.blob())
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setState({ path: audioPath, url, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ path: audioPath, url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [audioPath]);
  return state.path === audioPath ? { url: state.url, failed: state.failed } : { url: null, failed: false };
}
