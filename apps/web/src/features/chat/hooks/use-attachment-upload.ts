import { useState } from 'react';
import { chatAttachmentMessages } from '@amicus/contract/chats/attachments';
import { errorMessage } from '@/lib/api-client';
import { useUploadChatAttachments } from '../api/upload-chat-attachments';

/**
 * Sending the composer's chosen files: the upload's progress (null when none runs) and the server's refusal, in
 * its own words, until the next attempt.
 */
export function useAttachmentUpload(chatId: number) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadChatAttachments(chatId, setProgress);
  const attach = async (files: File[]): Promise<boolean> => {
    setError(null);
    setProgress(0);
    try {
      await upload.mutateAsync(files);
      return true;
    } catch (failure) {
      setError(errorMessage(failure, chatAttachmentMessages.uploadFailed));
      return false;
    } finally {
      setProgress(null);
    }
  };
  return { attach, progress, error, clearError: () => setError(null) };
}
