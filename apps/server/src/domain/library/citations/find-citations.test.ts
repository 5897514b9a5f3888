import { describe, expect, it } from 'vitest';
import { BUILT_IN_GRAMMARS, citeKeyOf, findCitations, grammarNamed } from './find-citations';

const keys = (text: string) => findCitations(text).map((c) => c.key);
const one = (text: string) => {
  const found = findCitations(text);
  expect(found, text).toHaveLength(1);
  return found[0]!;
};

describe('findCitations', () => {
  it.each([
    ['15 U.S.C. § 1692c(a)(1)', 'usc 15 1692c', '(a)(1)'],
    ['15 USC 1692c', 'usc 15 1692c', ''],
    ['15 U.S.C.A. § 1692c', 'usc 15 1692c', ''],
    ['15 U.S.C.S. § 1692c(c)', 'usc 15 1692c', '(c)'],
    ['15 U.S. Code § 1692c', 'usc 15 1692c', ''],
    ['42 U.S.C. 3601', 'usc 42 3601', ''],
    ['42 U.S.C. § 2000e-2(a)', 'usc 42 2000e-2', '(a)'],
    ['15 U.S.C. § 1681c–2', 'usc 15 1681c-2', ''],
    ['section 1692g of title 15', 'usc 15 1692g', ''],
    ['Title 29, Section 207', 'usc 29 207', ''],
  ])('reads the U.S. Code form %s', (text, key, path) => {
    expect(one(text)).toMatchObject({ grammar: 'usc', key, path });
  });

  it.each([
    ['D.C. Code § 42-3502.17(a)', 'dc 42-3502.17', '(a)'],
    ['D.C. Official Code § 42-3502.17', 'dc 42-3502.17', ''],
    ['DC Code 42-3502.17', 'dc 42-3502.17', ''],
    ['D.C. Code 42-9999.99', 'dc 42-9999.99', ''],
    ['D.C. Code Ann. § 28:2-314', 'dc 28:2-314', ''],
    ['D.C. Code § 42-3505.01(Perm)(k)', 'dc 42-3505.01(perm)', '(k)'],
  ])('reads the D.C. Code form %s', (text, key, path) => {
    expect(one(text)).toMatchObject({ grammar: 'dc-code', key, path });
  });

  it.each([
    ['COMAR 09.03.06.02', 'comar 09.03.06.02', ''],
    ['COMAR 09.03.06.02A(1)', 'comar 09.03.06.02', 'A(1)'],
    ['Md. Code Regs. 09.03.06.02', 'comar 09.03.06.02', ''],
  ])('reads the COMAR form %s', (text, key, path) => {
    expect(one(text)).toMatchObject({ grammar: 'comar', key, path });
  });

  it.each([
    ['12 C.F.R. § 1006.6(b)', 'cfr 12 1006.6'],
    ['12 CFR 1006.6', 'cfr 12 1006.6'],
    ['24 C.F.R. Part 100', 'cfr 24 100'],
  ])('recognises the federal regulation %s', (text, key) => {
    expect(one(text)).toMatchObject({ grammar: 'cfr', key });
  });

  it.each([
    ['Cal. Civ. Code § 1950.5', 'state cal 1950.5'],
    ['Cal. Lab. Code § 203(a)', 'state cal 203'],
    ['Tex. Prop. Code Ann. § 92.103', 'state tex 92.103'],
    ['N.Y. Real Prop. Law § 235-b', 'state ny 235-b'],
    ['Ohio Rev. Code Ann. § 5321.16', 'state ohio 5321.16'],
    ['Fla. Stat. § 83.49', 'state fla 83.49'],
    ['Md. Code Ann., Real Prop. § 8-203', 'state md 8-203'],
    ['Mass. Gen. Laws ch. 186, § 15B', 'state mass 15b'],
    ['RCW 59.18.280', 'state rcw 59.18.280'],
    ['O.C.G.A. § 44-7-34', 'state ocga 44-7-34'],
    ['765 ILCS 710/1', 'state ilcs 710/1'],
  ])('recognises the state code %s', (text, key) => {
    expect(one(text)).toMatchObject({ grammar: 'us-state', key });
  });

  it.each([
    ['§ 1692c(a)(1)', 'bare 1692c', '(a)(1)'],
    ['§§ 42-3505.01', 'bare 42-3505.01', ''],
    ['Section 42-9999.98', 'bare 42-9999.98', ''],
  ])('reads a section named without its code, %s', (text, key, path) => {
    expect(one(text)).toMatchObject({ grammar: 'bare', key, path });
  });

  it('finds each citation in running text once, the full form over the bare § inside it', () => {
    const text =
      'A collector may not call before 8 a.m. (15 U.S.C. § 1692c(a)(1)); D.C. Code § 28-3814 adds more, ' +
      'and California has Cal. Civ. Code § 1950.5. See also § 1692d and COMAR 09.03.06.02A.';
    expect(keys(text)).toEqual([
      'usc 15 1692c',
      'dc 28-3814',
      'state cal 1950.5',
      'bare 1692d',
      'comar 09.03.06.02',
    ]);
  });

  it('finds nothing in text without citations: dates, money, times and list markers', () => {
    expect(
      findCitations('On 12/03/2024 I paid $1,950.50 at 9:30 (a) before 8 a.m.; item 3(b) of my lease.'),
    ).toEqual([]);
  });
});

describe('citeKeyOf', () => {
  it("keys a source's own citation with its grammar, and nothing with another's", () => {
    expect(citeKeyOf('15 U.S.C. § 1692c', grammarNamed('usc'))).toBe('usc 15 1692c');
    expect(citeKeyOf('D.C. Code § 42-3502.17', grammarNamed('dc-code'))).toBe('dc 42-3502.17');
    expect(citeKeyOf('COMAR 09.03.06.02', grammarNamed('comar'))).toBe('comar 09.03.06.02');
    expect(citeKeyOf('D.C. Code § 42-3502.17', grammarNamed('usc'))).toBeNull();
    expect(citeKeyOf('Housing guide › Deposits', undefined)).toBeNull();
  });

  it('has every built-in grammar compile', () => {
    for (const grammar of BUILT_IN_GRAMMARS) expect(() => findCitations('x', [grammar])).not.toThrow();
  });
});
