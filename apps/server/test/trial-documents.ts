import zlib from 'node:zlib';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * Real documents for the trial tests and the benchmark, made on the spot: text PDFs (pdf-lib), Word files
 * (docx), an image-only "scanned" PDF, and multipart bodies as a browser would send them.
 */

/** A PDF with a real text layer: one array of lines per page. */
export async function makePdf(pages: string[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 50, y: 790 - i * 16, size: 11, font }));
  }
  return Buffer.from(await pdf.save());
}

/** A Word document, one paragraph per string. */
export async function makeDocx(paragraphs: string[]): Promise<Buffer> {
  const doc = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] })) }],
  });
  return Packer.toBuffer(doc);
}

/** A grey PNG with a darker band, standing in for a photographed page. */
export function makePng(width = 120, height = 160): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(width + 1);
    row.fill(y % 20 < 4 ? 60 : 220, 1);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PDF whose pages are only images: what a scanner without OCR produces. */
export async function makeScannedPdf(pageCount = 2): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(makePng());
  for (let i = 0; i < pageCount; i++) {
    const page = pdf.addPage([595, 842]);
    page.drawImage(image, { x: 40, y: 40, width: 515, height: 762 });
  }
  return Buffer.from(await pdf.save());
}

export type UploadFile = { field: string; name: string; bytes: Buffer; type?: string };

/** A multipart/form-data body exactly as fetch would send this FormData (fields first, then files). */
export async function multipartBody(
  fields: Record<string, string>,
  files: UploadFile[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}
