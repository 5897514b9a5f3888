import type { ByteRange } from '../adapters/storage/file-store';

/**
 * A `Range: bytes=…` header against a file of `size` bytes (RFC 9110 section 14): one range, `start-end`,
 * `start-` or the last `-n` bytes. Answers undefined for no header, one we do not serve (several ranges,
 * another unit, a malformed one: the whole file is sent, as the RFC allows), or 'unsatisfiable' (416) when it
 * starts past the end.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}
