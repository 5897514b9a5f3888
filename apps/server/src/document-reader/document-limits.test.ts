import { describe, expect, it } from 'vitest';
import { makeFlateBombPdf, makeZipBombDocx, type FlateBombOptions } from '../../test/hostile-documents';
import { makePdf } from '../../test/trial-documents';
import { checkDocumentLimits, DEFAULT_DOCUMENT_LIMITS } from './document-limits';

const unpacksTooFar = { reason: 'unpacks to more than 128 MB' };

describe('checkDocumentLimits', () => {
  // Each of these reached the reader, where only its memory watchdog stopped it after 5–25 s.
  it.each<[string, FlateBombOptions]>([
    ['a plain Flate bomb', {}],
    ['a header without its dash', { header: '%PDF 1.7' }],
    ['a space after the stream keyword', { afterKeyword: ' \n' }],
    ['Flate within Flate', { layers: ['flate'] }],
    ['hex around Flate', { layers: ['hex'] }],
    ['a stored block holding "endstream"', { storedEndstream: true }],
  ])('refuses a PDF bomb hidden by %s', async (_trick, options) => {
    const pdf = await makeFlateBombPdf(200, options);
    expect(await checkDocumentLimits(pdf, DEFAULT_DOCUMENT_LIMITS)).toEqual(unpacksTooFar);
  });

  it.each(['../x', '/x'])('refuses a DOCX whose first entry is named %s', async (name) => {
    const docx = await makeZipBombDocx(200, name);
    expect(await checkDocumentLimits(docx, DEFAULT_DOCUMENT_LIMITS)).toEqual({
      reason: 'is damaged: its parts cannot be listed',
    });
  });

  it('lets an ordinary PDF and a small compressed one through', async () => {
    expect(
      await checkDocumentLimits(await makePdf([['A lease for 12 months.']]), DEFAULT_DOCUMENT_LIMITS),
    ).toBe(null);
    expect(
      await checkDocumentLimits(
        await makeFlateBombPdf(1, { layers: ['hex', 'flate'] }),
        DEFAULT_DOCUMENT_LIMITS,
      ),
    ).toBe(null);
  });
});
