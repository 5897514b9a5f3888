/**
 * `attachment` with the file's name: an ASCII fallback for old clients and the exact UTF-8 name (RFC 6266 /
 * RFC 5987) for the rest. Quotes, backslashes and control characters never reach the header.
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
