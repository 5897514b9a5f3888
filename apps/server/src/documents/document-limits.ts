import zlib from 'node:zlib';
import yauzl from 'yauzl';

/**
 * What one document may cost the reader before it is walked. A 1.5 KB PDF can declare 10^8 pages, a 400 KB
 * Flate stream can inflate to 400 MB and a 1 MB DOCX can hold a zip bomb: each is refused from its structure,
 * before pdf.js or mammoth touch it.
 */
export type DocumentLimits = {
  /** Pages a PDF may declare (a 10 MB upload of text pages holds a few thousand at most). */
  maxPages: number;
  /** Bytes all of a document's compressed parts may inflate to together (PDF Flate streams, DOCX entries). */
  maxInflatedBytes: number;
  /** Entries a DOCX zip may hold (a real one has a few dozen). */
  maxZipEntries: number;
  /**
   * Characters of text answered for one document; the rest is cut. A model is sent 60,000 characters of all
   * documents together, so this keeps eight times that per file while ten 10 MB text files no longer carry
   * 100 MB of text through the server's memory into the database.
   */
  maxTextChars: number;
};

export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = {
  maxPages: 5_000,
  // About 12× the 10 MB upload limit: text compresses about 5–10×, and images stay compressed as they are.
  maxInflatedBytes: 128 * 1024 * 1024,
  maxZipEntries: 5_000,
  maxTextChars: 500_000,
};

/** Why a document is refused, as the end of a sentence that starts with its name. */
export type LimitBreach = { reason: string };

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const inflatesTooFar = (limits: DocumentLimits): LimitBreach => ({
  reason: `unpacks to more than ${mb(limits.maxInflatedBytes)}`,
});

export const tooManyPages = (pages: number, limits: DocumentLimits): LimitBreach => ({
  reason: `declares ${pages.toLocaleString('en-US')} pages (at most ${limits.maxPages.toLocaleString('en-US')} can be read)`,
});

/**
 * How many bytes a zlib stream inflates to, counted chunk by chunk and given up as soon as it passes `limit`,
 * so a bomb costs at most `limit` bytes of work and none of memory. A damaged stream counts what came out.
 */
function inflatedLength(data: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve) => {
    const options = { finishFlush: zlib.constants.Z_SYNC_FLUSH, chunkSize: 64 * 1024 };
    const inflate = zlib.createInflate(options);
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on('error', () => resolve(total));
    inflate.on('end', () => resolve(total));
    inflate.end(data);
  });
}

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');

/**
 * Inflates every stream of a PDF, as pdf.js would, counting the bytes against the limit. Streams are found by
 * their keywords rather than their /Length (which may be an indirect object or a lie); a stream that is not
 * zlib data (an image, a font) fails at its first bytes and costs nothing.
 */
export async function checkPdfStreams(bytes: Buffer, limits: DocumentLimits): Promise<LimitBreach | null> {
  let budget = limits.maxInflatedBytes;
  let at = bytes.indexOf(STREAM);
  while (at !== -1) {
    const isEnd = at >= 3 && bytes.toString('latin1', at - 3, at) === 'end';
    let start = at + STREAM.length;
    if (bytes[start] === 0x0d) start += 1;
    if (!isEnd && bytes[start] === 0x0a) start += 1;
    if (isEnd || start === at + STREAM.length) {
      at = bytes.indexOf(STREAM, at + STREAM.length);
      continue;
    }
    const found = bytes.indexOf(END_STREAM, start);
    const end = found === -1 ? bytes.length : found;
    budget -= await inflatedLength(bytes.subarray(start, end), budget);
    if (budget < 0) return inflatesTooFar(limits);
    at = bytes.indexOf(STREAM, end + END_STREAM.length);
  }
  return null;
}

type ZipFile = yauzl.ZipFile;

/**
 * Reads a zip's directory and inflates each entry, counting: the declared sizes must stay within the limit,
 * and yauzl's size check stops an entry that inflates past what it declares, so a lying header fails too.
 */
export function checkZipEntries(bytes: Buffer, limits: DocumentLimits): Promise<LimitBreach | null> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (openError, zip?: ZipFile) => {
      // Not a zip the directory of which can be read: the sniffing and mammoth answer that file themselves.
      if (openError || !zip) return resolve(null);
      if (zip.entryCount > limits.maxZipEntries) {
        zip.close();
        return resolve({ reason: `holds more than ${limits.maxZipEntries} parts` });
      }
      let declared = 0;
      let inflated = 0;
      const finish = (outcome: LimitBreach | null) => {
        zip.close();
        resolve(outcome);
      };
      zip.on('error', () => finish(null));
      zip.on('end', () => finish(null));
      zip.on('entry', (entry: yauzl.Entry) => {
        declared += entry.uncompressedSize;
        if (declared > limits.maxInflatedBytes) return finish(inflatesTooFar(limits));
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return finish(null);
          stream.on('data', (chunk: Buffer) => {
            inflated += chunk.length;
            if (inflated > limits.maxInflatedBytes) {
              stream.destroy();
              finish(inflatesTooFar(limits));
            }
          });
          // An entry that inflates past its declared size is a lie meant to get past the check above.
          stream.on('error', () => finish(inflatesTooFar(limits)));
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
}

const startsWith = (bytes: Buffer, signature: string) =>
  bytes.subarray(0, signature.length).toString('latin1') === signature;

/**
 * The structural checks a document passes before its reader walks it, chosen by its first bytes (the sniffing
 * that follows reads into a zip, so it must not meet a bomb either). A PDF's page count is checked later, by
 * the reader, from the page tree's declared /Count before any page is read.
 */
export async function checkDocumentLimits(
  bytes: Buffer,
  limits: DocumentLimits,
): Promise<LimitBreach | null> {
  // pdf.js accepts a header anywhere in the first kilobyte.
  if (bytes.subarray(0, 1024).includes('%PDF-')) return checkPdfStreams(bytes, limits);
  if (startsWith(bytes, 'PK\u0003\u0004')) return checkZipEntries(bytes, limits);
  return null;
}
