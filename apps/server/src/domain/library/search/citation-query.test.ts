import { describe, expect, it } from 'vitest';
import { citedNumbersIn, parseCitationQuery } from './citation-query';

describe('parseCitationQuery', () => {
  it.each([
    ['42-3502.17', '42-3502.17', null],
    ['§ 42-3502.17', '42-3502.17', null],
    ['§42-3502.17', '42-3502.17', null],
    ['DC Code 42-3502.17(a)', '42-3502.17', '(a)'],
    ['D.C. Code § 42-3502.17(c)(1)', '42-3502.17', '(c)(1)'],
    ['d.c. code §§ 16-1501', '16-1501', null],
    ['section 32-1303', '32-1303', null],
    ['28A-101', '28A-101', null],
    ['16-916.01a', '16-916.01a', null],
  ])('reads %s as section %s, paragraph %s', (query, number, paragraph) => {
    expect(parseCitationQuery(query)).toEqual({ number, paragraph });
  });

  it('leaves words and other numbers to the text search', () => {
    expect(parseCitationQuery('security deposit')).toBeUndefined();
    expect(parseCitationQuery('42 days')).toBeUndefined();
    expect(parseCitationQuery('42-3502.17 security deposit')).toBeUndefined();
  });
});

describe('citedNumbersIn', () => {
  it('finds every section cited by a § sign in a text', () => {
    const text =
      'Under D.C. Code § 42-3502.17(a) and §§ 42-3505.01, see also § 16-1501; not 42-3508.02 alone.';
    expect(citedNumbersIn(text).map((c) => c.number)).toEqual(['42-3502.17', '42-3505.01', '16-1501']);
  });
});
