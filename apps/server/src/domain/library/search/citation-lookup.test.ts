import { describe, expect, it } from 'vitest';
import { parseCitationQuery } from './citation-lookup';

describe('parseCitationQuery', () => {
  it.each([
    ['42-3502.17', null, '42-3502.17', null],
    ['§ 42-3502.17', null, '42-3502.17', null],
    ['§42-3502.17', null, '42-3502.17', null],
    ['DC Code 42-3502.17(a)', 'dc 42-3502.17', '42-3502.17', '(a)'],
    ['D.C. Code § 42-3502.17(c)(1)', 'dc 42-3502.17', '42-3502.17', '(c)(1)'],
    ['D.C. Official Code § 42-3502.17', 'dc 42-3502.17', '42-3502.17', null],
    ['d.c. code §§ 16-1501', 'dc 16-1501', '16-1501', null],
    ['section 32-1303', null, '32-1303', null],
    ['28A-101', null, '28a-101', null],
    ['16-916.01a', null, '16-916.01a', null],
    ['15 USC 1692c', 'usc 15 1692c', '1692c', null],
    ['15 U.S.C.A. § 1692c', 'usc 15 1692c', '1692c', null],
    ['15 U.S.C. § 1692c(a)(1)', 'usc 15 1692c', '1692c', '(a)(1)'],
    ['§ 1692c(a)(1)', null, '1692c', '(a)(1)'],
    ['1692c', null, '1692c', null],
    ['COMAR 09.03.06.02', 'comar 09.03.06.02', '09.03.06.02', null],
    ['COMAR 09.03.06.02A(1)', 'comar 09.03.06.02', '09.03.06.02', 'A(1)'],
    ['09.03.06.02', null, '09.03.06.02', null],
  ])('reads %s as key %s, section %s, paragraph %s', (query, key, section, paragraph) => {
    expect(parseCitationQuery(query)).toEqual({ key, section, paragraph });
  });

  it('leaves words and other numbers to the text search', () => {
    expect(parseCitationQuery('security deposit')).toBeUndefined();
    expect(parseCitationQuery('42 days')).toBeUndefined();
    expect(parseCitationQuery('2024')).toBeUndefined();
    expect(parseCitationQuery('42-3502.17 security deposit and what my landlord owes me')).toBeUndefined();
  });
});
