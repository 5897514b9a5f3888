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
      issues: [{ kind: 'unknown_source', text: '[7]', n: 7, at: null }],
    });
  });

  it('reports a quotation its source does not contain', () => {
    const text = 'The law says "the landlord must pay double the deposit as a penalty" [1].';
    const check = checkCitations(text, sources);
    expect(check.issues).toEqual([
      {
        kind: 'misquote',
        text: 'the landlord must pay double the deposit as a penalty',
        n: 1,
        at: text.indexOf('[1]'),
      },
    ]);
    expect(check.supported).toBe(1);
  });

  it('reads a citation just before the quotation as its attribution', () => {
    const check = checkCitations('As [2] puts it, "tenants may be evicted at will".', sources);
    expect(check.issues).toEqual([{ kind: 'misquote', text: 'tenants may be evicted at will', n: 2, at: 3 }]);
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
    expect(check.issues).toEqual([
      { kind: 'unsupported_citation', text: 'D.C. Code § 42-3508.02', n: null, at: null },
    ]);
  });

  it('reports every statute and every unknown marker when the reply had no sources', () => {
    const check = checkCitations('See § 42-3508.02 [1].', []);
    expect(check).toEqual({
      markers: 1,
      supported: 0,
      issues: [
        { kind: 'unknown_source', text: '[1]', n: 1, at: null },
        { kind: 'unsupported_citation', text: '§ 42-3508.02', n: null, at: null },
      ],
    });
  });

  it('does not read a Markdown link as a citation', () => {
    expect(checkCitations('Read [1](https://example.com) first.', sources).markers).toBe(0);
  });

  describe('reads a quotation in any usual form', () => {
    const invented = 'the owner may keep the whole deposit';
    it.each([
      ['single curly quotes', `The law says ‘${invented}’ [1].`],
      ['straight single quotes', `The law says '${invented}' [1].`],
      ['guillemets', `The law says «${invented}» [1].`],
      ['low-high quotes', `The law says „${invented}“ [1].`],
      ['a quotation over a line break', `The law says "the owner may keep\nthe whole deposit" [1].`],
    ])('%s', (_form, text) => {
      expect(checkCitations(text, sources).issues).toEqual([
        { kind: 'misquote', text: expect.any(String), n: 1, at: text.indexOf('[1]') },
      ]);
    });

    it('a Markdown blockquote followed by its marker, on its last line or the next', () => {
      for (const text of [`The law:\n\n> ${invented} [1]\n\nSo ask for it.`, `> ${invented}\n[1]`]) {
        expect(checkCitations(text, sources).issues).toEqual([
          { kind: 'misquote', text: invented, n: 1, at: text.indexOf('[1]') },
        ]);
      }
      expect(
        checkCitations('> the owner shall tender payment to the tenant of the security deposit [1]', sources)
          .issues,
      ).toEqual([]);
    });

    it('and keeps apostrophes inside words, and a true quotation over a line break, as written', () => {
      const text =
        "The owner's duty: ‘the owner shall tender payment to the tenant’s\nsecurity deposit’ is not it, but 'the owner shall tender payment' [1] is.";
      expect(checkCitations(text, sources).issues.map((issue) => issue.text)).not.toContain(
        'the owner shall tender payment',
      );
    });
  });

  it('matches the parts of a quotation with ellipses in their order, within one passage', () => {
    const inOrder = '"Within 45 days … the owner shall tender payment" [1].';
    const reversed = '"the owner shall tender payment … Within 45 days" [1].';
    expect(checkCitations(inOrder, sources).issues).toEqual([]);
    expect(checkCitations(reversed, sources).issues).toEqual([
      { kind: 'misquote', text: 'the owner shall tender payment … Within 45 days', n: 1, at: 50 },
    ]);
    // Parts cut mid-word do not match a longer word.
    expect(checkCitations('"the own … tender" [1].', sources).issues).toHaveLength(1);
  });

  describe('a figure stated with a citation must be in its passage', () => {
    it('marks a time limit, an amount, a share or a date the cited passage does not state', () => {
      const text =
        'The landlord must return it within 30 days [1]. Late fees are capped at 5% [2]. You may claim $1,500 [1]. It changed on March 1, 2025 [2].';
      const check = checkCitations(text, sources);
      const after = (figure: string) => text.indexOf('[', text.indexOf(figure));
      expect(check.issues).toEqual([
        { kind: 'unsupported_claim', text: '30 days', n: 1, at: after('30 days') },
        { kind: 'unsupported_claim', text: '5%', n: 2, at: after('5%') },
        { kind: 'unsupported_claim', text: '$1,500', n: 1, at: after('$1,500') },
        { kind: 'unsupported_claim', text: 'March 1, 2025', n: 2, at: after('March 1, 2025') },
      ]);
    });

    it('accepts the figure its passage states, in digits or in words, and ignores citations and markers', () => {
      const text =
        'Under D.C. Code § 42-3502.17(a) the deposit is due within forty-five days [1]. Within 45 days [1]; see [2].';
      expect(checkCitations(text, sources).issues).toEqual([]);
    });

    it("takes a figure the user gave for a fact of their case, not a claim of the law's", () => {
      const text = 'Your deposit of $1,200 had to come back within 45 days [1].';
      expect(checkCitations(text, sources).issues).toEqual([
        { kind: 'unsupported_claim', text: '$1,200', n: 1, at: text.indexOf('[1]') },
      ]);
      expect(checkCitations(text, sources, { facts: 'I paid a $1,200 deposit.' }).issues).toEqual([]);
    });

    it('marks a right claim only where it is wrong: another sentence citing the same source stays clean', () => {
      const text = 'Pay within 45 days [1]. The owner owes a $500 penalty [1].';
      const check = checkCitations(text, sources);
      // The second [1] only: the chip after "45 days" stays a plain chip.
      expect(check.issues).toEqual([
        { kind: 'unsupported_claim', text: '$500', n: 1, at: text.lastIndexOf('[1]') },
      ]);
    });

    it('places each misquote at its own marker: a true quotation of the same source stays clean', () => {
      const text = 'It says "the owner shall tender payment" [1], not "the owner may keep the deposit" [1].';
      expect(checkCitations(text, sources).issues).toEqual([
        { kind: 'misquote', text: 'the owner may keep the deposit', n: 1, at: text.lastIndexOf('[1]') },
      ]);
    });
  });

  it.each([
    ['D.C. Code 42-9999.99'],
    ['Section 42-9999.98'],
    ['42 U.S.C. 3601'],
    ['Cal. Civ. Code § 1950.5'],
    ['15 U.S.C. § 1692c'],
  ])('never lets %s, not among the sources, pass as verified', (citation) => {
    const check = checkCitations(`Under ${citation} you are protected [1].`, sources);
    expect(check.issues).toEqual([{ kind: 'unsupported_citation', text: citation, n: null, at: null }]);
  });
});
