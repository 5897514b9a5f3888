import { describe, expect, it } from 'vitest';
import type { CitedSource } from '@amicus/contract/library/schemas';
import { checkCitations } from './citation-check';

const source = (n: number, citation: string, passage: string): CitedSource => ({
  n,
  sectionId: 100 + n,
  citation,
  heading: 'Security deposits',
  paragraph: '(a)',
  passage,
  sourceTitle: 'Code of the District of Columbia',
  jurisdiction: 'US-DC',
  asOf: '2025-01-01',
});

const sources = [
  source(
    1,
    'D.C. Code § 42-3502.17(a)',
    'Within 45 days after the termination of the tenancy, the owner shall tender payment to the tenant of the security deposit.',
  ),
  source(
    2,
    'D.C. Code § 42-3505.01(a)',
    'No tenant shall be evicted from a rental unit for any reason other than for nonpayment of rent.',
  ),
];

describe('checkCitations', () => {
  it('finds nothing wrong with citations of given sources and exact quotations', () => {
    const text =
      'Your landlord must return the deposit within 45 days [1]. The Code says: “the owner shall tender payment to the tenant of the security deposit” [1]. ' +
      'You cannot be evicted without a reason the law allows [2], see D.C. Code § 42-3505.01. Both rules apply [1, 2].';
    expect(checkCitations(text, sources)).toEqual({ markers: 5, supported: 5, issues: [] });
  });

  it('accepts a quotation that differs only in case, spacing and quote marks, or leaves words out with an ellipsis', () => {
    const text = 'It reads "WITHIN 45 days after  the termination … the owner shall tender payment" [1].';
    expect(checkCitations(text, sources).issues).toEqual([]);
  });

  it('reports a citation of a source that was not given, out of range', () => {
    const check = checkCitations('Deposits earn interest [7]. See also [1].', sources);
    expect(check).toEqual({
      markers: 2,
      supported: 1,
      issues: [{ kind: 'unknown_source', text: '[7]', n: 7 }],
    });
  });

  it('reports a quotation its source does not contain', () => {
    const check = checkCitations(
      'The law says "the landlord must pay double the deposit as a penalty" [1].',
      sources,
    );
    expect(check.issues).toEqual([
      { kind: 'misquote', text: 'the landlord must pay double the deposit as a penalty', n: 1 },
    ]);
    expect(check.supported).toBe(1);
  });

  it('reads a citation just before the quotation as its attribution', () => {
    const check = checkCitations('As [2] puts it, "tenants may be evicted at will".', sources);
    expect(check.issues).toEqual([{ kind: 'misquote', text: 'tenants may be evicted at will', n: 2 }]);
  });

  it('does not attribute a quotation to a citation in the next sentence', () => {
    const check = checkCitations(
      'People often say "possession is nine tenths of the law". The deposit is due [1].',
      sources,
    );
    expect(check.issues).toEqual([]);
  });

  it('reports a statute written into the text that is not among the sources', () => {
    const check = checkCitations(
      'Under D.C. Code § 42-3508.02 the landlord owes triple damages, and § 42-3502.17 sets the deadline [1].',
      sources,
    );
    expect(check.issues).toEqual([{ kind: 'unsupported_citation', text: 'D.C. Code § 42-3508.02', n: null }]);
  });

  it('reports every statute and every unknown marker when the reply had no sources', () => {
    const check = checkCitations('See § 42-3508.02 [1].', []);
    expect(check).toEqual({
      markers: 1,
      supported: 0,
      issues: [
        { kind: 'unknown_source', text: '[1]', n: 1 },
        { kind: 'unsupported_citation', text: '§ 42-3508.02', n: null },
      ],
    });
  });

  it('does not read a Markdown link as a citation', () => {
    expect(checkCitations('Read [1](https://example.com) first.', sources).markers).toBe(0);
  });
});
