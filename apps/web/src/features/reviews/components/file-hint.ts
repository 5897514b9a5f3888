import { REVIEW_MAX_FILE_BYTES } from '@amicus/contract/documents/review';

const EXTENSIONS = ['.pdf', '.docx', '.txt', '.md', '.markdown'];
const MB = 1024 * 1024;

/**
 * What the browser can tell before sending: a name that is not one of the formats, or a file past the limit. It
 * is a hint only: the server reads the bytes and decides, and its refusal is what the user is shown.
 */
export function fileHint(file: Pick<File, 'name' | 'size'>): string | null {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension)))
    return `“${file.name}” does not look like a PDF, DOCX, TXT or Markdown file: the server may refuse it.`;
  if (file.size > REVIEW_MAX_FILE_BYTES)
    return `“${file.name}” is larger than ${REVIEW_MAX_FILE_BYTES / MB} MB: the server will likely refuse it.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
}
