import { z } from 'zod';
import { CHAT_LIST_DEFAULT_LIMIT, MAX_PAGE_SIZE } from './constants';

/** The `page` of a paged list's query: from 1, the first page when it is not given. */
export const pageSchema = z.coerce.number().int().min(1).default(1);

/** The `limit` of a paged list's query: rows a page, from 1 to `max`; each list gives its own default. */
export const pageSizeSchema = (max: number = MAX_PAGE_SIZE) => z.coerce.number().int().min(1).max(max);

/** A paged list's query: `page`, and `limit` (10 by default, the chat list's). */
export const paginationQuerySchema = z.object({
  page: pageSchema,
  limit: pageSizeSchema().default(CHAT_LIST_DEFAULT_LIMIT),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `{ data, pagination }`, the shape of every paged list (DESIGN.md, API conventions). */
export const paginatedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema });

/** The pagination of page `page` of `total` rows, `limit` a page (an empty list still has one page). */
export function paginationOf(page: number, limit: number, total: number): Pagination {
  return { page, limit, pages: Math.max(1, Math.ceil(total / limit)), total };
}

/**
 * The query of a list answered whole unless a page is asked for (the catalogue lists): without `limit` every
 * entry is on page 1; with it, pages of that size.
 */
export const wholeListQuerySchema = z.object({
  page: pageSchema,
  limit: pageSizeSchema().optional(),
});

/** One page of a list held whole, with its pagination (`limit` undefined: the whole list). */
export function pageOfList<T>(
  items: T[],
  page: number,
  limit: number | undefined,
): { data: T[]; pagination: Pagination } {
  const size = limit ?? Math.max(1, items.length);
  return {
    data: items.slice((page - 1) * size, page * size),
    pagination: paginationOf(page, size, items.length),
  };
}
