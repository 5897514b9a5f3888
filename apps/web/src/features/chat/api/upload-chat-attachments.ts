import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadChatAttachmentsResultSchema } from '@amicus/contract/chats/attachments';
import { uploadForm, type UploadProgress } from '@/lib/api-client';
import { chatKeys } from './query-keys';

/** Attaches files to a chat (multipart field `files`), reporting the upload's progress. */
export function uploadChatAttachments(chatId: number, files: File[], onProgress: UploadProgress) {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return uploadForm(`/chats/${chatId}/attachments`, form, uploadChatAttachmentsResultSchema, onProgress);
}

export function useUploadChatAttachments(chatId: number, onProgress: UploadProgress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => uploadChatAttachments(chatId, files, onProgress),
    onSuccess: (result) => queryClient.setQueryData(chatKeys.attachments(chatId), result),
  });
}
