import type { SectionStatus } from '@amicus/contract/library/schemas';

/** Reciprocal rank fusion's constant: 60, as Cormack, Clarke and Büttcher (SIGIR 2009) found robust. */
export const RRF_K = 60;

type Fusable = { sectionId: number; jurisdiction: string; status: SectionStatus; rank: number };

/**
 * Fuses rankings of the same sections (by words, by meaning) with reciprocal rank fusion: a section scores
 * 1 / (k + its position) in each ranking that holds it, summed, so agreement lifts it and one ranking alone
 * still counts. The fused list keeps the library's order: most local jurisdiction first, sections in force
 * before repealed ones, then by fused score. A section in several rankings keeps the first one's hit (its
 * snippet). `rank` becomes the fused score.
 */
export function fuseRankings<Hit extends Fusable>(
  rankings: Hit[][],
  options: { jurisdictions?: string[]; limit: number; k?: number },
): Hit[] {
  const k = options.k ?? RRF_K;
  const fused = new Map<number, { hit: Hit; score: number }>();
  for (const ranking of rankings) {
    ranking.forEach((hit, index) => {
      const score = 1 / (k + index + 1);
      const seen = fused.get(hit.sectionId);
      if (seen) seen.score += score;
      else fused.set(hit.sectionId, { hit, score });
    });
  }
  const order = options.jurisdictions ?? [];
  const place = (jurisdiction: string) => {
    const index = order.indexOf(jurisdiction);
    return order.length === 0 ? 0 : index === -1 ? order.length : index;
  };
  return [...fused.values()]
    .sort(
      (a, b) =>
        place(a.hit.jurisdiction) - place(b.hit.jurisdiction) ||
        Number(b.hit.status === 'in_force') - Number(a.hit.status === 'in_force') ||
        b.score - a.score ||
        a.hit.sectionId - b.hit.sectionId,
    )
    .slice(0, options.limit)
    .map(({ hit, score }) => ({ ...hit, rank: score }));
}
