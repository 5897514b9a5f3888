import { cleanFileName } from './uploaded-file';

/**
 * A download's name made from a title the user wrote: "Return of my deposit: 900 Park Rd" →
 * "Return of my deposit- 900 Park Rd.docx", a name every OS can save. The characters Windows refuses in a name
 * become dashes, control and bidirectional characters go, and it is at most 120 characters before its extension;
 * `fallback` stands in for a title with nothing left.
 */
export function downloadFileName(title: string, extension: string, fallback: string): string {
  // Slashes first: cleanFileName keeps only a path's last segment, and a title is not a path.
  const base = cleanFileName(title.replace(/[<>:"/\\|?*]+/g, '-'), fallback)
    .replace(/\s+/g, ' ')
    .replace(/^[.\s-]+|[.\s]+$/g, '')
    .slice(0, 120);
  return `${base || fallback}.${extension}`;
}
