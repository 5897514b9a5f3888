import { z } from 'zod';

/** A chat's downloads (owner only): the conversation as Markdown or as a PDF. */
export const chatExportFormats = ['md', 'pdf'] as const;
export type ChatExportFormat = (typeof chatExportFormats)[number];

export const chatExportPath = (chatId: number, format: ChatExportFormat) =>
  `/chats/${chatId}/export.${format}`;

/** Whether the runtime knows an IANA time zone ("America/New_York"). */
function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The reader's time zone, so the export's dates and times are the ones the chat showed (the browser's local
 * time); UTC when absent.
 */
export const chatExportQuerySchema = z.object({
  timeZone: z
    .string()
    .max(64)
    .refine(knownTimeZone, { error: 'timeZone must be an IANA time zone such as America/New_York' })
    .optional(),
});
export type ChatExportQuery = z.infer<typeof chatExportQuerySchema>;

export const chatExportMessages = {
  exportLabel: 'Export',
  markdown: 'Markdown (.md)',
  pdf: 'PDF (.pdf)',
  exportFailed: 'The export failed. Please try again.',
} as const;
