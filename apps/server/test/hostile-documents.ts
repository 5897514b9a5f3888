import zlib from 'node:zlib';

/**
 * Hostile documents, built by the tests that refuse them: small files that make a naive reader walk 10^8
 * pages or inflate hundreds of megabytes (issue 16). Deflated data is produced chunk by chunk, so building a
 * 400 MB bomb costs this process a megabyte at a time.
 */

/** Deflates `total` bytes of `fill` through a zlib stream, fed a megabyte at a time. */
async function deflateMany(
  fill: number,
  total: number,
  raw: boolean,
): Promise<{ data: Buffer; crc: number }> {
  const deflate = raw ? zlib.createDeflateRaw({ level: 9 }) : zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (piece: Buffer) => out.push(piece));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const chunk = Buffer.alloc(1024 * 1024, fill);
  let crc = 0;
  for (let written = 0; written < total; written += chunk.length) {
    const piece = chunk.subarray(0, Math.min(chunk.length, total - written));
    crc = zlib.crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { data: Buffer.concat(out), crc };
}

/** A PDF file from its numbered objects (1 is the catalog), with a correct cross-reference table. */
function assemblePdf(objects: Buffer[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

/**
 * About 1.5 KB: a page tree whose every node has the same ten kids, eight levels deep, so it declares
 * 10^8 pages. A reader that asks for every page builds 10^8 of something.
 */
export function makePageTreeBombPdf(): Buffer {
  const LEVELS = 8;
  const objects: Buffer[] = [Buffer.from('<< /Type /Catalog /Pages 2 0 R >>')];
  for (let level = 0; level < LEVELS; level++) {
    const kid = `${level + 3} 0 R`;
    const parent = level === 0 ? '' : ` /Parent ${level + 1} 0 R`;
    objects.push(
      Buffer.from(
        `<< /Type /Pages /Kids [${Array(10).fill(kid).join(' ')}] /Count ${10 ** (LEVELS - level)}${parent} >>`,
      ),
    );
  }
  objects.push(Buffer.from(`<< /Type /Page /Parent ${LEVELS + 1} 0 R /MediaBox [0 0 612 792] >>`));
  return assemblePdf(objects);
}

/** How a bomb's content stream is wrapped: the tricks a reader's pre-check must see through. */
export type FlateBombOptions = {
  /** The file's header line (`%PDF-1.7`; `%PDF 1.7` without its dash is read all the same). */
  header?: string;
  /** What follows the `stream` keyword before the data (`\n`; a space first is read all the same). */
  afterKeyword?: string;
  /** Filters applied over the deflated data, outermost last: deflated again, or written as hex. */
  layers?: ('flate' | 'hex')[];
  /** Opens the data with a stored deflate block holding the bytes `endstream`. */
  storedEndstream?: boolean;
};

/** A one-page PDF whose content stream is a few hundred KB of Flate data inflating to `inflatedMb` MB. */
export async function makeFlateBombPdf(inflatedMb = 400, options: FlateBombOptions = {}): Promise<Buffer> {
  let data: Buffer;
  if (options.storedEndstream) {
    // A zlib header, a stored block (BFINAL 0, BTYPE 00, LEN, NLEN) holding "endstream", then the bomb's
    // blocks as raw deflate data: one zlib stream whose bytes contain the keyword.
    const { data: raw } = await deflateMany(0x20, inflatedMb * 1024 * 1024, true);
    const stored = Buffer.from('\nendstream\n');
    const header = Buffer.from([0x78, 0x01, 0x00, stored.length, 0, ~stored.length & 0xff, 0xff]);
    data = Buffer.concat([header, stored, raw]);
  } else data = (await deflateMany(0x20, inflatedMb * 1024 * 1024, false)).data;
  const filters = ['/FlateDecode'];
  for (const layer of options.layers ?? []) {
    data = layer === 'flate' ? zlib.deflateSync(data) : Buffer.from(`${data.toString('hex')}>`);
    filters.unshift(layer === 'flate' ? '/FlateDecode' : '/ASCIIHexDecode');
  }
  const pdf = assemblePdf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>'),
    Buffer.concat([
      Buffer.from(
        `<< /Length ${data.length} /Filter [${filters.join(' ')}] >>\nstream${options.afterKeyword ?? '\n'}`,
      ),
      data,
      Buffer.from('\nendstream'),
    ]),
  ]);
  return options.header ? Buffer.concat([Buffer.from(options.header), pdf.subarray(8)]) : pdf;
}

export type ZipEntry = { name: string; data: Buffer; crc: number; size: number; method: 0 | 8 };

/** A zip archive (stored or deflated entries) with its central directory. */
export function assembleZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const storedZipEntry = (name: string, text: string): ZipEntry => {
  const data = Buffer.from(text);
  return { name, data, crc: zlib.crc32(data), size: data.length, method: 0 };
};

/**
 * A DOCX-shaped zip (content types, relationships, word/document.xml) whose document part inflates to
 * `inflatedMb` MB of spaces from well under a megabyte.
 */
export async function makeZipBombDocx(inflatedMb = 300, firstEntryName?: string): Promise<Buffer> {
  const size = inflatedMb * 1024 * 1024;
  const { data, crc } = await deflateMany(0x20, size, true);
  return assembleZip([
    // A first entry whose name a zip library refuses (`../x`, `/x`): a check that reads the refusal as "no
    // breach" leaves the bomb to the converter.
    ...(firstEntryName ? [storedZipEntry(firstEntryName, 'x')] : []),
    storedZipEntry(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    storedZipEntry(
      '_rels/.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    { name: 'word/document.xml', data, crc, size, method: 8 },
  ]);
}
