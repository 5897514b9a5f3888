import { ChevronRight, RefreshCw, RotateCw, TriangleAlert } from 'lucide-react';
import { ZodError } from 'zod';
import { chatMessages } from '@amicus/contract/chats/messages';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCategories } from '@/lib/catalogue/get-categories';
import type { FlowCategory } from '../hooks/chat-flow';
import { CategoryIcon } from './category-icon';

/**
 * The three category-load texts: the server refused (its own message when it gave one), the
 * answer was malformed, or the request never got an answer.
 */
function categoriesError(error: Error): string {
  if (error instanceof ApiError) return errorMessage(error, chatMessages.categoriesLoadFailed);
  if (error instanceof ZodError) return chatMessages.categoriesLoadImproper;
  return chatMessages.categoriesLoadError;
}

/** Stage 1: a grid of legal areas with their descriptions. */
export function CategoryStep({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect: (category: FlowCategory) => void;
}) {
  const { data: categories, error, isPending, isFetching, refetch } = useCategories();

  return (
    <section aria-labelledby="category-heading" className="space-y-6">
      <header className="space-y-1.5">
        <h1
          id="category-heading"
          tabIndex={-1}
          className="font-serif text-2xl font-semibold tracking-tight outline-none sm:text-3xl"
        >
          What is your question about?
        </h1>
        <p className="text-muted-foreground">
          Choose the legal area that fits best. You can describe your situation in your own words next.
        </p>
      </header>

      {isPending && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-32 rounded-xl" />
          ))}
        </div>
      )}

      {error && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive sm:flex-row sm:items-center sm:justify-between"
        >
          <span className="flex items-start gap-2">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {categoriesError(error)}
          </span>
          <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw className={cn(isFetching && 'animate-spin')} /> Retry
          </Button>
        </div>
      )}

      {categories && categories.length === 0 && (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed p-10 text-center">
          <p className="text-muted-foreground">{chatMessages.noCategories}</p>
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCw className={cn(isFetching && 'animate-spin')} /> {chatMessages.refreshCategories}
          </Button>
        </div>
      )}

      {categories && categories.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                onClick={() =>
                  onSelect({ id: category.id, name: category.name, description: category.description })
                }
                aria-pressed={selectedId === category.id}
                className={cn(
                  'group flex h-full w-full cursor-pointer items-start gap-3 rounded-xl border bg-card p-4 text-left shadow-xs transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring sm:flex-col sm:p-5',
                  selectedId === category.id && 'border-primary ring-2 ring-primary/20',
                )}
              >
                <span className="flex shrink-0 items-center justify-between sm:w-full">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <CategoryIcon name={category.name} className="size-5" />
                  </span>
                  <ChevronRight
                    className="hidden size-4 text-muted-foreground transition group-hover:translate-x-0.5 group-hover:text-primary sm:block"
                    aria-hidden
                  />
                </span>
                <span className="grid min-w-0 flex-1 gap-1 sm:gap-2">
                  <span className="font-semibold">{category.name}</span>
                  <span className="text-sm leading-relaxed text-muted-foreground">
                    {category.description}
                  </span>
                </span>
                <ChevronRight className="mt-3 size-4 shrink-0 text-muted-foreground sm:hidden" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
