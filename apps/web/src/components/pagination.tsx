import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { PAGINATION_SIBLING_COUNT } from '@amicus/contract/common/constants';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page buttons to show: the first and last page always, the current page with `siblingCount` pages on
 * each side, and an ellipsis for each gap. The number of items stays the same as the current page moves, so
 * the control does not jump about.
 */
export function pageItems(
  page: number,
  pageCount: number,
  siblingCount = PAGINATION_SIBLING_COUNT,
): PageItem[] {
  // first + last + current + siblings + two ellipses
  const slots = siblingCount * 2 + 5;
  if (pageCount <= slots) return range(1, Math.max(1, pageCount));
  const left = Math.max(page - siblingCount, 1);
  const right = Math.min(page + siblingCount, pageCount);
  // An ellipsis stands for two or more pages; hiding a single page behind one would save nothing.
  const leftGap = left > 3;
  const rightGap = right < pageCount - 2;
  const edge = 3 + 2 * siblingCount;
  if (!leftGap) return [...range(1, edge), 'end-ellipsis', pageCount];
  if (!rightGap) return [1, 'start-ellipsis', ...range(pageCount - edge + 1, pageCount)];
  return [1, 'start-ellipsis', ...range(left, right), 'end-ellipsis', pageCount];
}

/** 'Showing 11-20 of 45 items'. */
export function showingLabel(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Showing 0-0 of 0 items';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return `Showing ${from}-${to} of ${total} items`;
}

export type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  siblingCount?: number;
  /** Offer a page-size choice (e.g. 5, 10, 20, 50) when given with onPageSizeChange. */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  className?: string;
};

/** First, previous, numbered pages with ellipses, next, last, and 'Showing X-Y of N items'. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  siblingCount = PAGINATION_SIBLING_COUNT,
  pageSizeOptions,
  onPageSizeChange,
  className,
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const atStart = current <= 1;
  const atEnd = current >= pageCount;
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onPageChange(target);
  };

  return (
    <div className={cn('flex flex-col items-center gap-3 text-sm sm:flex-row sm:justify-between', className)}>
      <div className="flex items-center gap-3 text-muted-foreground">
        <span aria-live="polite">{showingLabel(current, pageSize, total)}</span>
        {pageSizeOptions && onPageSizeChange && (
          <Select value={String(pageSize)} onValueChange={(value) => onPageSizeChange(Number(value))}>
            <SelectTrigger className="h-8 w-[4.5rem]" aria-label="Rows per page">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {pageSizeOptions.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </div>
      <nav aria-label="Pagination" className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          disabled={atStart}
          onClick={() => go(1)}
          aria-label="Go to first page"
        >
          <ChevronsLeft />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          disabled={atStart}
          onClick={() => go(current - 1)}
          aria-label="Go to previous page"
        >
          <ChevronLeft />
        </Button>
        {pageItems(current, pageCount, siblingCount).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              variant={item === current ? 'default' : 'ghost'}
              size="icon"
              className="size-8 tabular-nums"
              onClick={() => go(item)}
              aria-label={`Page ${item}`}
              aria-current={item === current ? 'page' : undefined}
            >
              {item}
            </Button>
          ) : (
            <span
              key={item}
              className="flex size-8 items-center justify-center text-muted-foreground"
              aria-hidden
            >
              …
            </span>
          ),
        )}
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          disabled={atEnd}
          onClick={() => go(current + 1)}
          aria-label="Go to next page"
        >
          <ChevronRight />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          disabled={atEnd}
          onClick={() => go(pageCount)}
          aria-label="Go to last page"
        >
          <ChevronsRight />
        </Button>
      </nav>
    </div>
  );
}
