/**
 * What a user is told about a document they upload (a trial's evidence, a chat's attachment): one wording
 * everywhere, since the same formats and limits apply everywhere.
 */
export const uploadMessages = {
  unsupportedType: (fileName: string) =>
    `“${fileName}” is not a supported file type. Upload PDF, DOCX, TXT or Markdown files.`,
  uploadUnreadable:
    'The upload could not be read: its form data is cut short or malformed. Please send it again.',
  fileTooLarge: (fileName: string, limitMb: number) =>
    `“${fileName}” is larger than ${limitMb} MB. Upload files of ${limitMb} MB or less.`,
  emptyFile: (fileName: string) => `“${fileName}” is empty.`,
  /** A document past the reader's limits: `reason` follows the name ("cannot be read: it declares …"). */
  documentTooDemanding: (fileName: string, reason: string) =>
    `“${fileName}” ${reason}. Upload a smaller or simpler document, or split it into parts.`,
  uploadsBusy: (seconds: number) =>
    `The server is reading many documents right now. Please try again in ${seconds} seconds.`,
  /** Follows the file's name in a sentence. */
  noTextLayer:
    'has no text layer (it looks like a scanned image), so its content could not be read. Upload a text-based PDF, or run the scan through OCR first.',
} as const;
