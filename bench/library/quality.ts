import type { Database } from '../../apps/server/src/db/client';
import { groundingFor } from '../../apps/server/src/domain/library/grounding';
import { jurisdictionChain } from '../../apps/server/src/domain/library/search/jurisdiction';
import {
  searchLibrary,
  type SearchFilters,
} from '../../apps/server/src/domain/library/search/search-library';
import { offlineAnswer } from '../../apps/server/src/modules/chats/offline/offline-answer';
import { placeName } from '@amicus/contract/places/places';
import type { LayQuestion } from './lay-question';

/** A way of searching measured against the others: which of the retrieval's parts it uses. */
export type Method = { name: string; filters: Pick<SearchFilters, 'expand' | 'problems'> };

export type Quality = {
  questions: number;
  /** Share of questions with an answering section among the first five. */
  recallAt5: number;
  mrr: number;
  /** Share whose reply passages include an answering paragraph (or the whole answering section). */
  paragraphAt5: number;
  /** Share whose offline reply cites an answering section ([n]) and states the key fact. */
  grounded: number;
};

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^a-z0-9$%']+/g, ' ')
    .trim();

/** "15 U.S.C. § 1692c(a)(1)" and "15 U.S.C. § 1692c" are the same section. */
const sectionOf = (citation: string) =>
  citation.replace(/(\([A-Za-z0-9-]{1,6}\))+$/, '').replace(/[A-Z](\(\w+\))*$/, '');

/** A place's name as a questionnaire would hold it. */
const placeOf = (code: string) => ({ country: 'United States', state: placeName(code) ?? code });

export async function measure(db: Database, set: LayQuestion[], method: Method): Promise<Quality> {
  let found = 0;
  let reciprocal = 0;
  let paragraphs = 0;
  let grounded = 0;
  for (const q of set) {
    const answers = q.answers.map((a) => ({ section: a.citation, paragraphs: a.paragraphs }));
    const isAnswer = (citation: string) => answers.some((a) => sectionOf(citation) === a.section);
    const { hits } = await searchLibrary(db, q.question, {
      jurisdictions: jurisdictionChain(q.place),
      area: q.area,
      order: 'relevance',
      limit: 5,
      snippets: false,
      ...method.filters,
    });
    const rank = hits.findIndex((hit) => isAnswer(hit.citation));
    if (rank >= 0) {
      found += 1;
      reciprocal += 1 / (rank + 1);
    }
    const grounding = await groundingFor(db, {
      ...placeOf(q.place),
      area: q.area,
      question: [q.question],
      filters: method.filters,
    });
    const passageHit = grounding.sources.some((source) => {
      const answer = answers.find((a) => sectionOf(source.citation) === a.section);
      if (!answer) return false;
      if (answer.paragraphs.length === 0 || source.paragraph === null) return true;
      return answer.paragraphs.some(
        (path) => source.paragraph!.startsWith(path) || path.startsWith(source.paragraph!),
      );
    });
    if (passageHit) paragraphs += 1;
    const reply = offlineAnswer({
      categoryName: q.area,
      categorySlug: q.area,
      topic: q.question,
      questionnaire: { ...placeOf(q.place), role: 'other', description: q.question },
      grounding,
    });
    const cited = grounding.sources.some(
      (source) => isAnswer(source.citation) && reply.includes(`[${source.n}]`),
    );
    const stated = q.keyFact.some((fact) => normal(reply).includes(normal(fact)));
    if (cited && stated) grounded += 1;
  }
  const n = set.length;
  return {
    questions: n,
    recallAt5: found / n,
    mrr: reciprocal / n,
    paragraphAt5: paragraphs / n,
    grounded: grounded / n,
  };
}

export const formatQuality = (q: Quality) =>
  `recall@5 ${q.recallAt5.toFixed(2)}, MRR ${q.mrr.toFixed(2)}, paragraph@5 ${q.paragraphAt5.toFixed(2)}, grounded ${q.grounded.toFixed(2)} (${q.questions} questions)`;
