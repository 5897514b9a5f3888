import type { Category, Question } from '@amicus/contract/catalogue/schemas';
import type { categories, questions } from '../../db/schema/index';

type CategoryRow = typeof categories.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;

/** `status` is what answers call the stored isActive flag; writes send it as isActive. */
export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toQuestion(row: QuestionRow, category: Pick<CategoryRow, 'id' | 'name'>): Question {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category: { id: category.id, name: category.name },
    status: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
