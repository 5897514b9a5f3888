import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/**
 * The documents the review journey uploads, made here rather than kept as binaries: a two-page text PDF lease
 * whose deposit clause (on page 2) waives what the D.C. fixture's § 42-3502.17 gives, and a "scan" (a PDF whose
 * page is a picture, with no text to read).
 */
const LEASE_PAGES = [
  [
    'RESIDENTIAL LEASE',
    'This Lease is made between Jane Roe ("Landlord") and John Doe ("Tenant").',
    '1. Term. The term begins on June 1, 2026 and ends on May 31, 2027.',
    '2. Rent. Tenant shall pay rent of $1,850.00 on the first day of each month.',
    '3. Late Fee. Tenant shall pay a late fee of $75.00 if rent is not paid by the fifth day.',
    '4. Repairs. Landlord shall keep the heating and plumbing in good repair.',
  ],
  [
    '7. Security Deposit. Tenant shall pay a security deposit of $1,850.00 before June 1, 2026.',
    'Tenant waives any right to payment of the security deposit with interest after the termination',
    'of the tenancy.',
    '8. Notices. Notices must be given in writing to the addresses above.',
  ],
];

export async function leasePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Residential lease');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of LEASE_PAGES) {
    const page = pdf.addPage([612, 792]);
    lines.forEach((line, index) =>
      page.drawText(line, { x: 54, y: 720 - index * 28, size: 11, font, color: rgb(0, 0, 0) }),
    );
  }
  return Buffer.from(await pdf.save());
}

/** A page with only shapes on it, as a scanner's picture of a page has no text layer. */
export async function scannedPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  for (let row = 0; row < 20; row += 1)
    page.drawRectangle({ x: 54, y: 720 - row * 30, width: 480, height: 8, color: rgb(0.2, 0.2, 0.2) });
  return Buffer.from(await pdf.save());
}
