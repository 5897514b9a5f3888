import type { Database } from '../src/db/client';
import type { ParsedSection, ParsedSource } from '../src/domain/library/formats/format';
import { guideSources } from '../src/domain/library/guides-source';
import { importSource, type ImportReport } from '../src/domain/library/import/import-library';
import { emptyCounts } from '../src/domain/library/import/write-source';

/**
 * A few sections in the shape the D.C. Code importer writes, with text of our own (not the corpus): enough for a
 * D.C. tenant's deposit question and a wage question to find their rule.
 */
const dcSection = (
  number: string,
  heading: string,
  areas: string[],
  texts: [string, string][],
): ParsedSection => ({
  number,
  heading,
  citation: `D.C. Code § ${number}`,
  hierarchy: [{ prefix: 'Title', num: number.split('-')[0]!, heading: 'Test title' }],
  paragraphs: texts.map(([label, text]) => ({ label, path: label, depth: 0, text })),
  notes: [],
  crossReferences: [],
  areas,
  status: 'in_force',
});

export const DC_DEPOSIT_RULE =
  'Within 45 days after the termination of the tenancy, the owner shall tender payment to the tenant of the security deposit with interest, or notify the tenant in writing of the owner’s intention to withhold the deposit.';

/** A mock trial (POST /trials) about a D.C. deposit: the fixture code's § 42-3502.17 answers it. */
export const DC_DEPOSIT_TRIAL = {
  caseDescription:
    'I moved out of my rental flat two months ago and my landlord has not returned my security deposit of $1,200, nor written to say why he kept it.',
  role: 'plaintiff',
  country: 'USA',
  state: 'Washington, DC',
};

export const dcFixtureSections: ParsedSection[] = [
  dcSection(
    '42-3502.17',
    'Security deposits for rental units.',
    ['housing'],
    [
      ['(a)', DC_DEPOSIT_RULE],
      [
        '(b)',
        'The owner shall keep every security deposit in an interest-bearing account at a bank in the District.',
      ],
    ],
  ),
  dcSection(
    '42-3505.01',
    'Evictions.',
    ['housing'],
    [
      [
        '(a)',
        'No tenant shall be evicted from a rental unit for any reason other than nonpayment of rent unless the tenant has been served with a written notice to vacate.',
      ],
    ],
  ),
  dcSection(
    '32-1303',
    'Payment of wages upon discharge or resignation.',
    ['employment'],
    [
      [
        '(1)',
        'An employer who lets an employee go owes that employee every wage earned, paid by the next working day at the latest.',
      ],
    ],
  ),
];

export function dcFixtureSource(): ParsedSource {
  return {
    meta: {
      key: 'test-dc-code',
      jurisdiction: 'US-DC',
      kind: 'statute',
      title: 'Code of the District of Columbia (test fixture)',
      publisher: 'Test',
      url: 'https://code.dccouncil.gov',
      licence: 'test',
      asOf: '2025-06-30',
      citationPrefix: 'D.C. Code §',
      edition: null,
      attribution: null,
      grammar: 'dc-code',
      format: 'test',
    },
    sections: (async function* () {
      yield* dcFixtureSections;
    })(),
  };
}

/** The fixture code and the offline guides, as start-up seeds them. */
export async function seedTestLibrary(db: Database, { guides = true } = {}): Promise<void> {
  const report: ImportReport = { ...emptyCounts(), format: 'test', sources: [], failures: [] };
  await importSource(db, dcFixtureSource(), report);
  if (guides) for (const source of guideSources()) await importSource(db, source, report);
}
