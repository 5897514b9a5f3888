import { describe, expect, it } from 'vitest';
import type { CitedSource } from '@amicus/contract/library/schemas';
import { citedClaims } from './support-check';

const source = (n: number) => ({ n, citation: `D.C. Code § 42-350${n}`, passage: 'A rule.' }) as CitedSource;

describe('citedClaims', () => {
  it('gives each sentence once per source it cites, at its marker, and leaves out unknown sources', () => {
    const text = 'Deposits earn interest [1]. The landlord has 45 days [1][2]. See also [9].';
    expect(citedClaims(text, [source(1), source(2)])).toEqual([
      { sentence: 'Deposits earn interest [1].', n: 1, at: text.indexOf('[1]') },
      { sentence: 'The landlord has 45 days [1][2].', n: 1, at: text.indexOf('[1][2]') },
      { sentence: 'The landlord has 45 days [1][2].', n: 2, at: text.indexOf('[2]') },
    ]);
  });
});
