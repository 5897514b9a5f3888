import { FileText, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ReviewStatus, ReviewSummary } from '@amicus/contract/documents/review';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { describeFile, reviewLabels } from './review-labels';

const statusVariant = {
  reviewing: 'secondary',
  reviewed: 'success',
  failed: 'destructive',
} as const satisfies Record<ReviewStatus, 'secondary' | 'success' | 'destructive'>;

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return <Badge variant={statusVariant[status]}>{reviewLabels.status[status]}</Badge>;
}

/** The user's reviews: the file's name (to its review), when, what file, the status, and Delete. */
export function ReviewsList({
  reviews,
  onDelete,
}: {
  reviews: ReviewSummary[];
  onDelete: (review: ReviewSummary) => void;
}) {
  return (
    <ul className="grid gap-3" aria-label="Your reviews">
      {reviews.map((review) => (
        <li
          key={review.id}
          data-testid="review-row"
          className="flex items-center gap-3 rounded-xl border bg-card p-4"
        >
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex">
            <FileText className="size-5" aria-hidden />
          </span>
          <div className="grid min-w-0 flex-1 gap-1">
            <Link
              to={`/reviews/${review.id}`}
              className="truncate font-medium underline-offset-4 hover:underline focus-visible:underline"
            >
              {review.title}
            </Link>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
              <span>{describeFile(review)}</span>
              <ReviewStatusBadge status={review.status} />
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0 text-destructive hover:text-destructive"
            aria-label={`Delete ${review.title}`}
            onClick={() => onDelete(review)}
          >
            <Trash2 />
          </Button>
        </li>
      ))}
    </ul>
  );
}
