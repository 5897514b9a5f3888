import { ApiError, authorizedFetch, type RequestOptions } from '@/lib/api-client';
import { StreamHttpError } from '@/lib/event-stream';

/**
 * Opens one of the chat event streams with the bearer token (refreshed on 401 like every call). A refused
 * request becomes a StreamHttpError carrying the status and the server's message.
 */
export async function openReplyStream(path: string, options: RequestOptions): Promise<Response> {
  try {
    return await authorizedFetch(path, {
      ...options,
      headers: { ...options.headers, Accept: 'text/event-stream' },
    });
  } catch (error) {
    if (error instanceof ApiError) throw new StreamHttpError(error.status, error.message);
    throw error;
  }
}
