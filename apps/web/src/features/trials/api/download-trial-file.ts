import { downloadAttachment } from '@/lib/download-attachment';

/** Downloads one of the trial's files under the name it was uploaded with. */
export const downloadTrialFile = (url: string, fileName: string): Promise<void> =>
  downloadAttachment(url, fileName);
