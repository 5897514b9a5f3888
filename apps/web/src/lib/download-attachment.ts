import { authorizedFetch } from './api-client';
import { saveBlob } from './save-blob';

/**
 * Downloads a file the API sends as an attachment. It needs the bearer token (files are never public), so it is
 * fetched and handed to the browser as a blob rather than opened as a plain link; it is saved under the name the
 * server gives in Content-Disposition, else `fallbackName`.
 */
export async function downloadAttachment(path: string, fallbackName: string): Promise<void> {
  const response = await authorizedFetch(path);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  saveBlob(await response.blob(), fileNameOf(disposition) ?? fallbackName);
}

/**
 * The name in a Content-Disposition header: the UTF-8 `filename*` when there is one (a name beyond Latin-1,
 * whose plain `filename` is only an approximation), else `filename`, quoted or not.
 */
export function fileNameOf(disposition: string): string | undefined {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename=(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(disposition);
  return plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]) : undefined;
}
