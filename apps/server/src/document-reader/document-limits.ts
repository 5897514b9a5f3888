import { Transform } from 'node:stream';
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

/** Decoding layers followed in one stream at most (a real PDF uses one or two; more is an attack). */
const MAX_LAYERS = 8;
const INFLATE_OPTIONS = { finishFlush: zlib.constants.Z_SYNC_FLUSH, chunkSize: 64 * 1024 };

/** ASCIIHexDecode: pairs of hex digits, whitespace between them ignored, to the closing `>`. */
function hexDecoder(): Transform {
  let half: number | null = null;
  let ended = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const out: number[] = [];
      for (const byte of chunk) {
        if (ended) break;
        if (byte === 0x3e) ended = true;
        const digit =
          byte >= 0x30 && byte <= 0x39
            ? byte - 0x30
            : byte >= 0x41 && byte <= 0x46
              ? byte - 55
              : byte >= 0x61 && byte <= 0x66
                ? byte - 87
                : -1;
        if (digit < 0) continue;
        if (half === null) half = digit;
        else {
          out.push(half * 16 + digit);
          half = null;
        }
      }
      done(null, Buffer.from(out));
    },
  });
}

/** The decoding layer bytes call for, from their first bytes: zlib data (FlateDecode) or hex text. */
function layerFor(first: Buffer): Transform | null {
  if (first.length >= 2 && (first[0]! & 0x0f) === 8 && (first[0]! * 256 + first[1]!) % 31 === 0)
    return zlib.createInflate(INFLATE_OPTIONS);
  if (/^[\s0-9A-Fa-f]{16}/.test(first.toString('latin1', 0, 64))) return hexDecoder();
  return null;
}

/**
 * How many bytes a PDF stream's data decodes to through every layer it holds — Flate within Flate, hex around
 * Flate —, each layer's output counted against `limit` and the work given up as soon as the count passes it,
 * so a bomb costs at most `limit` bytes of work. Each layer is found from its input's first bytes, as a
 * filter chain would name it; a damaged layer counts what came out of it.
 */
function decodedLength(data: Buffer, limit: number): Promise<number> {
  let total = 0;
  const layers: Transform[] = [];
  return new Promise((resolve) => {
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      for (const layer of layers) layer.destroy();
      resolve(total);
    };
    /** Feeds `input` into the layer its first bytes call for; resolves when that layer and those below end. */
    const feed = (
      first: Buffer,
      depth: number,
    ): { write: (chunk: Buffer) => void; end: () => void } | null => {
      const layer = depth < MAX_LAYERS ? layerFor(first) : null;
      if (!layer) return null;
      layers.push(layer);
      let below: ReturnType<typeof feed> | undefined;
      let head: Buffer[] = [];
      layer.on('data', (out: Buffer) => {
        total += out.length;
        if (total > limit) return settle();
        if (below === undefined) {
          head.push(out);
          const joined = Buffer.concat(head);
          if (joined.length < 64) return;
          head = [];
          below = feed(joined, depth + 1);
          below?.write(joined);
        } else below?.write(out);
      });
      const finish = () => {
        if (below === undefined && head.length > 0) {
          const joined = Buffer.concat(head);
          below = feed(joined, depth + 1);
          below?.write(joined);
        }
        if (below) below.end();
        else if (depth === 0) settle();
      };
      layer.on('end', finish);
      layer.on('error', finish);
      // The deepest layer's end settles the count.
      layer.on('close', () => {
        if (!below) settle();
      });
      return { write: (chunk) => void layer.write(chunk), end: () => layer.end() };
    };
    const top = feed(data.subarray(0, 64), 0);
    if (!top) return settle();
    top.write(data);
    top.end();
  });
}

const STREAM = Buffer.from('stream');
/** The bytes a PDF parser skips between the `stream` keyword and the data: spaces, then the line break. */
const SKIPPED = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/**
 * Decodes every stream of a PDF, as pdf.js would, counting the bytes against the limit. A stream starts after
 * its `stream` keyword and the spaces and line break after it, and runs until its data ends — not at the next
 * `endstream`, which a stored block inside the data may contain — whatever its /Length says (an indirect
 * object, or a lie). Data that is neither zlib nor hex (an image, a font) costs nothing.
 */
export async function checkPdfStreams(bytes: Buffer, limits: DocumentLimits): Promise<LimitBreach | null> {
  let budget = limits.maxInflatedBytes;
  for (let at = bytes.indexOf(STREAM); at !== -1; at = bytes.indexOf(STREAM, at + STREAM.length)) {
    if (at >= 3 && bytes.toString('latin1', at - 3, at) === 'end') continue;
    let start = at + STREAM.length;
    while (start < bytes.length && SKIPPED.has(bytes[start]!)) start += 1;
    budget -= await decodedLength(bytes.subarray(start), budget);
    if (budget < 0) return inflatesTooFar(limits);
  }
  return null;
}

type ZipFile = yauzl.ZipFile;
const unreadable: LimitBreach = { reason: 'is damaged: its parts cannot be listed' };

/**
 * Reads a zip's directory and inflates each entry, counting: the declared sizes must stay within the limit,
 * and yauzl's size check stops an entry that inflates past what it declares, so a lying header fails too.
 */
export function checkZipEntries(bytes: Buffer, limits: DocumentLimits): Promise<LimitBreach | null> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (openError, zip?: ZipFile) => {
      // A zip whose directory cannot be read, or whose entries cannot (a name like `../x`), is refused: what
      // the check cannot read, it cannot say is safe.
      if (openError || !zip) return resolve(unreadable);
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
      zip.on('error', () => finish(unreadable));
      zip.on('end', () => finish(null));
      zip.on('entry', (entry: yauzl.Entry) => {
        declared += entry.uncompressedSize;
        if (declared > limits.maxInflatedBytes) return finish(inflatesTooFar(limits));
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return finish(unreadable);
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
  // pdf.js accepts a header anywhere in the first kilobyte, with or without its dash.
  if (bytes.subarray(0, 1024).includes('%PDF')) return checkPdfStreams(bytes, limits);
  if (startsWith(bytes, 'PK\u0003\u0004')) return checkZipEntries(bytes, limits);
  return null;
}
