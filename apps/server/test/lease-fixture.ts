import PDFDocument from 'pdfkit';

/**
 * A residential lease in Washington, DC, written as a real multi-page PDF (pdfkit) for the review tests and the
 * benchmark: parties, rent and deposit amounts, dates, and a clause D.C. law makes unenforceable (a tenant
 * waiving the return of the security deposit, against D.C. Code § 42-3502.17). `extraPages` adds pages of
 * ordinary further terms (the benchmark's 30-page lease).
 */
export const LEASE_PAGES: string[][] = [
  [
    'RESIDENTIAL LEASE AGREEMENT',
    'This Residential Lease Agreement is made on January 15, 2026 between Jane Roe ("Landlord") and John Doe ("Tenant").',
    '1. PREMISES',
    'The Landlord leases to the Tenant the apartment at 1200 Park Road NW, Apartment 4, Washington, DC 20010.',
    '2. TERM',
    'The term begins on February 1, 2026 and ends on January 31, 2027.',
  ],
  [
    '3. RENT',
    'The Tenant shall pay rent of $1,850.00 per month, due on the first day of each month.',
    'A late fee of $75.00 is charged when rent is not paid by the fifth day of the month.',
    '4. SECURITY DEPOSIT',
    'The Tenant shall pay a security deposit of $1,850.00 before moving in.',
    'Tenant waives any right to the return of the security deposit.',
  ],
  [
    '5. MAINTENANCE',
    'The Landlord shall keep the heating and plumbing in good repair.',
    'The Tenant must keep the apartment clean and report any damage within three days.',
    '6. NOTICE',
    'Either party must give written notice of termination no later than December 1, 2026.',
    'SIGNATURES',
    'Landlord: Jane Roe',
    'Tenant: John Doe',
  ],
];

const extraPage = (n: number) => [
  `${n + 6}. ADDITIONAL TERMS ${n}`,
  `The Tenant shall keep the common hallway on floor ${n} free of bicycles, boxes and furniture.`,
  'The Landlord shall give the Tenant reasonable notice before entering the apartment for repairs.',
  'Guests may stay in the apartment for no more than fourteen nights in a row without the consent of the Landlord.',
  'Any notice under this lease must be written and delivered by hand or by mail to the address of the other party.',
];

/** The lease as PDF bytes: the three pages above, then `extraPages` pages of further terms. */
export function makeLeasePdf(extraPages = 0): Promise<Buffer> {
  const pages = [...LEASE_PAGES, ...Array.from({ length: extraPages }, (_, i) => extraPage(i + 1))];
  const doc = new PDFDocument({ size: 'LETTER', margin: 72, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const lines of pages) {
    doc.addPage();
    for (const line of lines) {
      const heading = line === line.toUpperCase();
      doc.font(heading ? 'Helvetica-Bold' : 'Helvetica').fontSize(heading ? 13 : 11);
      doc.text(line, { width: 468 });
      doc.moveDown(0.8);
    }
  }
  doc.end();
  return done;
}
