import { z } from 'zod';
import { TRIAL_MAX_FILE_BYTES, TRIAL_MAX_FILES_PER_SIDE } from '../common/constants';
import { referenceIdSchema } from '../common/ids';

/**
 * Files attached to a chat (issue 18): the same formats and limits as a trial's evidence. Every file the chat
 * holds is context for each later reply, whichever message it was sent with.
 */
export const CHAT_MAX_ATTACHMENTS = TRIAL_MAX_FILES_PER_SIDE;
export const CHAT_ATTACHMENT_MAX_BYTES = TRIAL_MAX_FILE_BYTES;
/** What the file picker offers; the server sniffs the bytes whatever the name says. */
export const CHAT_ATTACHMENT_ACCEPT = '.pdf,.docx,.txt,.md,.markdown';

export const chatAttachmentSchema = z.object({
  id: z.number().int(),
  chatId: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  /** "PDF", "Word document", "text file", "Markdown file". */
  typeLabel: z.string(),
  size: z.number().int(),
  /** A PDF's page count; null for other types. */
  pages: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatAttachmentListResultSchema = z.object({
  success: z.literal(true),
  data: z.array(chatAttachmentSchema),
});
export type ChatAttachmentListResult = z.infer<typeof chatAttachmentListResultSchema>;

/**
 * POST /chats/{id}/attachments answers every file the chat now holds, which of them are new, and which of them
 * the upload's files are (new or already held, in the upload's order): the ids a message sent with them names.
 */
export const uploadChatAttachmentsResultSchema = chatAttachmentListResultSchema.extend({
  message: z.string(),
  added: z.array(z.number().int()),
  sent: z.array(z.number().int()),
});
export type UploadChatAttachmentsResult = z.infer<typeof uploadChatAttachmentsResultSchema>;

export const chatAttachmentParamsSchema = z.object({
  id: referenceIdSchema('Chat ID is invalid'),
  attachmentId: referenceIdSchema('Attachment ID is invalid'),
});

/** A chat file a user's message was sent with, named as it was then (the file may be removed later). */
export const messageFileSchema = z.object({ id: z.number().int(), fileName: z.string() });
export type MessageFile = z.infer<typeof messageFileSchema>;

/** A quotation a reply says is from an attached file ("…" (lease.pdf, p. 2)) that the file does not hold. */
export const fileQuoteIssueSchema = z.object({
  kind: z.enum(['unknown_file', 'misquote']),
  /** The quotation as written. */
  text: z.string(),
  fileName: z.string(),
  page: z.number().int().nullable(),
});
export type FileQuoteIssue = z.infer<typeof fileQuoteIssueSchema>;

/** What the check of a reply's quotations of attached files found: how many, how many hold, which not. */
export const fileQuoteCheckSchema = z.object({
  quotes: z.number().int(),
  verified: z.number().int(),
  issues: z.array(fileQuoteIssueSchema),
});
export type FileQuoteCheck = z.infer<typeof fileQuoteCheckSchema>;

export const chatAttachmentMessages = {
  attach: 'Attach files',
  attachHint: `PDF, DOCX, TXT or Markdown, up to ${CHAT_ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB each`,
  attachedFiles: 'Attached files',
  attachedFilesHint: 'Every reply can read and quote these files.',
  removeChosen: (fileName: string) => `Remove ${fileName} from this message`,
  remove: (fileName: string) => `Remove ${fileName}`,
  removeTitle: 'Remove file',
  removeBody: (fileName: string) =>
    `Remove “${fileName}” from this chat? Later replies will no longer read it. Earlier replies keep their text.`,
  removeConfirm: 'Remove',
  removed: (fileName: string) => `“${fileName}” was removed from this chat.`,
  uploaded: (count: number) => (count === 1 ? 'File attached.' : `${count} files attached.`),
  alreadyAttached: 'These files are already attached to this chat.',
  uploading: (percent: number) => `Uploading files… ${percent}%`,
  uploadFailed: 'The files could not be attached. Please try again.',
  removeFailed: 'The file could not be removed. Please try again.',
  notInChat: 'A file sent with this message is not attached to this chat. Attach it again and resend.',
  sentWith: 'Sent with',
  tooManyAttachments: (fileName: string) =>
    `A chat can hold at most ${CHAT_MAX_ATTACHMENTS} files (“${fileName}” is one too many). Remove a file before attaching another.`,
  noFiles: 'Choose at least one file to attach.',
  attachmentNotFound: 'File not found',
  /** Shown with a reply whose quotation of a file could not be found in it. */
  quoteNotFound: (fileName: string) =>
    `A quotation attributed to “${fileName}” could not be found in that file. Check it against your document.`,
} as const;
