import { z } from 'zod';
import { referenceIdSchema } from '../common/ids';
import { paginatedSchema, wholeListQuerySchema } from '../common/pagination';

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters` });

/** A legal area. `status` is read; `isActive` is written. */
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryBodySchema = z.object({
  name: requiredText('Name', 120),
  description: requiredText('Description', 2000),
  isActive: z.boolean().default(true),
});
export type CategoryBody = z.infer<typeof categoryBodySchema>;

/** PUT: an `isActive` left out keeps the status, so an edit that does not mention it cannot publish a hidden area. */
export const categoryUpdateBodySchema = categoryBodySchema.extend({ isActive: z.boolean().optional() });
export type CategoryUpdateBody = z.infer<typeof categoryUpdateBodySchema>;

export const questionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  status: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

export const questionBodySchema = z.object({
  title: requiredText('Title', 200),
  content: requiredText('Content', 4000),
  categoryId: referenceIdSchema('Please select a category'),
  isActive: z.boolean().default(true),
});
export type QuestionBody = z.infer<typeof questionBodySchema>;

/** PUT: an `isActive` left out keeps the status, as for categories. */
export const questionUpdateBodySchema = questionBodySchema.extend({ isActive: z.boolean().optional() });
export type QuestionUpdateBody = z.infer<typeof questionUpdateBodySchema>;

export const categoryListResultSchema = paginatedSchema(categorySchema);
export const categoryResultSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: categorySchema,
});
export const questionListResultSchema = paginatedSchema(questionSchema);
export const questionResultSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: questionSchema,
});

/** GET /questions: optionally only one category's questions; the whole list, or one page of it. */
export const questionListQuerySchema = wholeListQuerySchema.extend({
  categoryId: referenceIdSchema().optional(),
});
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;
