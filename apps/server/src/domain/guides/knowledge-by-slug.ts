import type { CategoryKnowledge } from './knowledge-types';
import { business } from './knowledge/business';
import { consumer } from './knowledge/consumer';
import { criminal } from './knowledge/criminal';
import { debt } from './knowledge/debt';
import { employment } from './knowledge/employment';
import { estates } from './knowledge/estates';
import { family } from './knowledge/family';
import { general } from './knowledge/general';
import { housing } from './knowledge/housing';
import { immigration } from './knowledge/immigration';
import { injury } from './knowledge/injury';

/** One knowledge file per seeded category (db/seed/catalogue-data.ts), keyed by the category's slug. */
export const knowledgeBySlug: Record<string, CategoryKnowledge> = {
  family,
  housing,
  employment,
  consumer,
  debt,
  immigration,
  criminal,
  business,
  injury,
  estates,
};

/** The area's knowledge; the general guide for admin-created categories. */
export function knowledgeFor(slug: string | null): CategoryKnowledge {
  return (slug ? knowledgeBySlug[slug] : undefined) ?? general;
}
