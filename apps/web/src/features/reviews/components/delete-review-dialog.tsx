import { useNavigate } from 'react-router';
import type { ReviewSummary } from '@amicus/contract/documents/review';
import { reviewMessages } from '@amicus/contract/documents/review-messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteReview } from '../api/reviews-api';
import { reviewLabels } from './review-labels';

/** Asks before deleting a review with its file; open while `review` is set. Focus goes back to its opener. */
export function DeleteReviewDialog({
  review,
  onOpenChange,
  leaveTo,
}: {
  review: ReviewSummary | null;
  onOpenChange: (open: boolean) => void;
  /** Where to go once it is deleted (from its own page); stays put when unset. */
  leaveTo?: string;
}) {
  const remove = useDeleteReview();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={review !== null}
      onOpenChange={onOpenChange}
      title={reviewLabels.deleteTitle}
      description={reviewLabels.deleteBody(review?.title ?? '')}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      onConfirm={() => {
        if (!review) return;
        remove.mutate(review.id, {
          onSuccess: () => {
            toast.success(reviewMessages.deleted);
            onOpenChange(false);
            if (leaveTo) void navigate(leaveTo);
          },
          onError: (cause) => toast.error(errorMessage(cause, reviewLabels.deleteFailed)),
        });
      }}
    />
  );
}
