import { ApiError, authorizedFetch, type RequestOptions } from './api-client';
import { StreamHttpError } from './event-stream';

/**
 * Opens a `text/event-stream` answer of the API with the bearer token (refreshed on 401 like every call), for
 * readEventStream to read: chat replies and job events. A refused request becomes a StreamHttpError carrying
 * the status and the server's message.
 */
export async function openEventStream(path: string, options: RequestOptions): Promise<Response> {
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
