import { describe, expect, it } from 'vitest';
import type { CaseData } from '../analysis-prompt';
import { fitToBudget } from '../evidence';
import type { TrialDocument } from '../documents';
import { amountsIn, datesIn, sentencesOf } from './key-facts';
import { offlineAnalysis } from './offline-analysis';
import { offlineCaseAnalysis, offlineSummary } from './offline-case-review';

const CASE: CaseData = {
  caseDescription:
    'My employer did not pay my wages of $2,400 for March and April 2024. I resigned on 30 April 2024.',
  role: 'plaintiff',
  country: 'Ireland',
  state: 'Dublin',
};

const doc = (side: TrialDocument['side'], fileName: string, text: string | null): TrialDocument => ({
  side,
  fileName,
  typeLabel: 'text file',
  text,
});

describe('key facts', () => {
  it('finds dates and amounts in the usual written forms', () => {
    expect(datesIn('Signed 1 February 2023, paid on March 3, 2024, due 2024-05-01 and 05/06/2024.')).toEqual([
      '1 February 2023',
      'March 3, 2024',
      '2024-05-01',
      '05/06/2024',
    ]);
    expect(amountsIn('Rent $1,200.50, a fee of €95 and 300 GBP, plus $1,200.50 again.')).toEqual([
      '$1,200.50',
      '€95',
      '300 GBP',
    ]);
  });

  it('splits sentences across PDF line breaks without breaking amounts', () => {
    expect(
      sentencesOf('The tenant paid $1,200.50 by bank\ntransfer on 1 May. The landlord kept it all.'),
    ).toEqual(['The tenant paid $1,200.50 by bank transfer on 1 May.', 'The landlord kept it all.']);
  });
});

describe('offline analysis', () => {
  const documents = fitToBudget([
    doc(
      'plaintiff',
      'payslips.txt',
      'Payslip for March 2024 shows €1,200 net pay that was never paid into my account on 31 March 2024.',
    ),
    doc(
      'plaintiff',
      'payslips-copy.txt',
      'Payslip for March 2024 shows €1,200 net pay that was never paid into my account on 31 March 2024.',
    ),
    doc(
      'defendant',
      'letter.txt',
      'Company letter. We paid €600 on 15 April 2024 by bank transfer as agreed with the employee.',
    ),
    doc('defendant', 'scan.pdf', null),
  ]);

  it('quotes each side’s own sentences with their document, and counts a repeated one once', () => {
    const report = offlineAnalysis(CASE, documents);
    const quoted =
      '“Payslip for March 2024 shows €1,200 net pay that was never paid into my account on 31 March 2024.”';
    expect(report).toContain(`- ${quoted} (source: “payslips.txt”)`);
    expect(report).not.toContain(`${quoted} (source: “payslips-copy.txt”)`);
    expect(report).toContain(
      '“We paid €600 on 15 April 2024 by bank transfer as agreed with the employee.” (source: “letter.txt”)',
    );
    // A short label is not a point.
    expect(report).not.toContain('“Company letter.”');
    expect(report).toContain('31 March 2024 (“payslips.txt”, “payslips-copy.txt”)');
    expect(report).toContain('“scan.pdf” could not be read');
  });

  it('asks each side about its own dates and amounts, and weighs the evidence with high uncertainty', () => {
    const report = offlineAnalysis(CASE, documents);
    expect(report).toMatch(/### To the defendant\n\n1\. What happened on 15 April 2024/);
    expect(report).toContain('How is the figure of €600 made up');
    expect(report).toMatch(/\*\*Uncertainty:\*\* high\./);
    expect(report).toContain('Check the time limits and court procedure that apply in Dublin, Ireland');
  });

  it('is deterministic', () => {
    expect(offlineAnalysis(CASE, documents)).toBe(offlineAnalysis(CASE, documents));
  });

  it('says what a side without documents means for it', () => {
    const report = offlineAnalysis(CASE, []);
    expect(report).toContain('No documents were uploaded for the plaintiff');
    expect(report).toContain('No documents were uploaded for the defendant');
    expect(report).toContain('**Leaning:** no side yet');
  });
});

describe('offline case review', () => {
  it('summarises the case from its own words and figures', () => {
    expect(offlineSummary(CASE, [])).toBe(
      'Plaintiff’s case in Dublin, Ireland: My employer did not pay my wages of $2,400 for March and April 2024. I resigned on 30 April 2024. It mentions key dates 30 April 2024 and amounts $2,400.',
    );
    const review = offlineCaseAnalysis(
      CASE,
      fitToBudget([doc('case', 'contract.txt', 'Contract signed on 2 January 2023.')]),
    );
    expect(review).toContain('- **Dates:** 30 April 2024, 2 January 2023');
    expect(review).toContain('- **Documents:** “contract.txt”');
  });
});
