import { useState } from 'react';
import { chatAttachmentMessages, type MessageFile } from '@amicus/contract/chats/attachments';
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
  /** The chat's files the upload's files are (new or already held), or null when it was refused. */
  const attach = async (files: File[]): Promise<MessageFile[] | null> => {
    setError(null);
    setProgress(0);
    try {
      const { data, sent } = await upload.mutateAsync(files);
      const byId = new Map(data.map((file) => [file.id, file]));
      return sent.flatMap((id) => {
        const file = byId.get(id);
        return file ? [{ id, fileName: file.fileName }] : [];
      });
    } catch (failure) {
      setError(errorMessage(failure, chatAttachmentMessages.uploadFailed));
      return null;
    } finally {
      setProgress(null);
    }
  };
  return { attach, progress, error, clearError: () => setError(null) };
}
