import { authorizedFetch } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/**
 * Downloads one of the trial's files. The download needs the bearer token (files are never public), so it is
 * fetched and handed to the browser as a blob rather than opened as a plain link.
 */
export async function downloadTrialFile(url: string, fileName: string): Promise<void> {
  const response = await authorizedFetch(url);
  saveBlob(await response.blob(), fileName);
}
