import { describe, expect, it } from 'vitest';
import type { CitedSource } from '@amicus/contract/library/schemas';
import { checkAnalysisCitations } from './analysis-citations';

const sources: CitedSource[] = [
  {
    n: 1,
    sectionId: 1,
    citation: 'D.C. Code § 42-3502.17(a)',
    heading: 'Security deposits for rental units.',
    paragraph: '(a)',
    passage: 'Within 45 days after the termination of the tenancy, the owner shall tender payment.',
    sourceTitle: 'Code',
    jurisdiction: 'US-DC',
    asOf: null,
  },
];

describe('checkAnalysisCitations', () => {
  it('does not take a point’s file name for a quotation of the source cited next to it', () => {
    const report = [
      '- The deposit was due within 45 days [1] (source: “lease.pdf”).',
      '- The lease says “deposit of $1,200” (source: "lease.pdf") and the owner had 45 days [1].',
      '- Both letters agree [1] (sources: “a.pdf”, “b.docx”).',
    ].join('\n');
    expect(checkAnalysisCitations(report, sources)).toEqual({ markers: 3, supported: 3, issues: [] });
  });

  it('still finds a misquote, an unknown [n] and a statute that is not among the sources', () => {
    const report =
      'The Code says “the owner must pay double” [1]; see [4] and D.C. Code § 42-3508.02 (source: “§ 1-1.pdf”).';
    expect(checkAnalysisCitations(report, sources).issues).toEqual([
      { kind: 'unknown_source', text: '[4]', n: 4, at: null },
      { kind: 'misquote', text: 'the owner must pay double', n: 1, at: report.indexOf('[1]') },
      { kind: 'unsupported_citation', text: 'D.C. Code § 42-3508.02', n: null, at: null },
    ]);
  });

  it('places a misquote at its marker in the report as shown, after file names left out', () => {
    const report = [
      '- The deposit was due within 45 days [1] (source: “the-signed-lease.pdf”).',
      '- The Code says “the owner must pay double” [1] (sources: “a.pdf”, “b.docx”).',
    ].join('\n');
    expect(checkAnalysisCitations(report, sources).issues).toEqual([
      { kind: 'misquote', text: 'the owner must pay double', n: 1, at: report.lastIndexOf('[1]') },
    ]);
  });
});
