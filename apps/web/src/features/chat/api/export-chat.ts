import { chatExportPath, type ChatExportFormat } from '@amicus/contract/chats/export';
import { downloadAttachment } from '@/lib/download-attachment';

/**
 * Downloads the chat as Markdown or PDF (GET /chats/{id}/export.md|.pdf), its dates in the browser's time zone,
 * saved under the name the server gives.
 */
export function downloadChatExport(chatId: number, format: ChatExportFormat) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const query = timeZone ? `?timeZone=${encodeURIComponent(timeZone)}` : '';
  return downloadAttachment(`${chatExportPath(chatId, format)}${query}`, `chat-${chatId}.${format}`);
}
