import { useMutation, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { ApiError } from '@/lib/api-client';
import { downloadAttachment } from '@/lib/download-attachment';
import { accountExportKey } from './get-account-export';

/** GET /account/export/{jobId}/file: the zip, saved as the server names it (`amicus-data-YYYY-MM-DD.zip`). */
export function downloadAccountExport(jobId: number) {
  return downloadAttachment(
    `/account/export/${jobId}/file`,
    `amicus-data-${format(new Date(), 'yyyy-MM-dd')}.zip`,
  );
}

/** An archive that is gone (404, or 410 once expired) is read again, so the card stops offering it. */
export function useDownloadAccountExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadAccountExport,
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 410))
        void queryClient.invalidateQueries({ queryKey: accountExportKey });
    },
  });
}
