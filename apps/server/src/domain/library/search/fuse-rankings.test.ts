import { describe, expect, it } from 'vitest';
import { fuseRankings, RRF_K } from './fuse-rankings';

type Hit = {
  sectionId: number;
  jurisdiction: string;
  status: 'in_force' | 'repealed';
  rank: number;
  from: string;
};
const hit = (
  sectionId: number,
  from: string,
  jurisdiction = 'US-DC',
  status: Hit['status'] = 'in_force',
): Hit => ({
  sectionId,
  jurisdiction,
  status,
  rank: 0,
  from,
});
const ids = (hits: Hit[]) => hits.map((h) => h.sectionId);

describe('fuseRankings', () => {
  it('lifts a section both rankings hold above one only one ranking puts first', () => {
    const words = [hit(1, 'words'), hit(2, 'words'), hit(3, 'words')];
    const meaning = [hit(4, 'meaning'), hit(2, 'meaning'), hit(5, 'meaning')];
    const fused = fuseRankings([words, meaning], { limit: 10 });
    expect(ids(fused)).toEqual([2, 1, 4, 3, 5]);
    expect(fused[0]!.rank).toBeCloseTo(2 / (RRF_K + 2));
  });

  it('keeps the first ranking’s hit for a section both hold, and scores it by the fusion', () => {
    const fused = fuseRankings([[hit(7, 'words')], [hit(7, 'meaning')]], { limit: 5 });
    expect(fused).toEqual([{ ...hit(7, 'words'), rank: 2 / (RRF_K + 1) }]);
  });

  it('finds a section only the meaning ranking holds', () => {
    expect(ids(fuseRankings([[], [hit(9, 'meaning')]], { limit: 5 }))).toEqual([9]);
  });

  it('keeps the most local jurisdiction first, and sections in force before repealed ones', () => {
    const words = [hit(1, 'words', 'general'), hit(2, 'words', 'US'), hit(3, 'words', 'US-DC', 'repealed')];
    const meaning = [hit(1, 'meaning', 'general'), hit(4, 'meaning', 'US-DC'), hit(5, 'meaning', 'US-XX')];
    const fused = fuseRankings([words, meaning], { jurisdictions: ['US-DC', 'US', 'general'], limit: 10 });
    expect(ids(fused)).toEqual([4, 3, 2, 1, 5]);
  });

  it('answers at most the limit, ties broken by section id', () => {
    const fused = fuseRankings([[hit(3, 'a')], [hit(2, 'b')], [hit(1, 'c')]], { limit: 2 });
    expect(ids(fused)).toEqual([1, 2]);
  });
});
