import { ArrowLeft, FileSearch, RotateCw, Trash2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { reviewMessages } from '@amicus/contract/documents/review-messages';
import { finalJobStatuses, type Job } from '@amicus/contract/jobs/schemas';
import { FormAlert } from '@/components/form-alert';
import { JobProgressCard } from '@/components/job-progress-card';
import { PriceNote } from '@/components/price-note';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCategories } from '@/lib/catalogue/get-categories';
import { formatDateTime } from '@/lib/format';
import { useCancelJob } from '@/lib/jobs/use-cancel-job';
import { useFollowedJob } from '@/lib/jobs/use-followed-job';
import { reviewKeys, useRerunReview, useReview } from '../api/reviews-api';
import { DeleteReviewDialog } from '../components/delete-review-dialog';
import { describeFile, reviewLabels as l } from '../components/review-labels';
import { ReviewView } from '../components/review-view';
import { ReviewStatusBadge } from '../components/reviews-list';
import { usePageName } from '@/lib/page-name';

function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

const ended = (job: Job | null) => job !== null && finalJobStatuses.includes(job.status);

function MissingReview() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-20 text-center">
      <FileSearch className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-xl font-semibold">{reviewMessages.reviewNotFound}</h1>
      <p className="text-muted-foreground">It may have been deleted, or the link is wrong.</p>
      <Button asChild>
        <Link to="/reviews">All reviews</Link>
      </Button>
    </div>
  );
}

/** /reviews/:id: the review's progress as a job that survives a reload, its failure, or its result. */
export function ReviewPage() {
  const reviewId = parseId(useParams().id);
  if (reviewId === null) return <MissingReview />;
  return <ReviewScreen key={reviewId} reviewId={reviewId} />;
}

function ReviewScreen({ reviewId }: { reviewId: number }) {
  const queryClient = useQueryClient();
  const review = useReview(reviewId);
  usePageName(review.data?.title);
  const categories = useCategories();
  const rerun = useRerunReview(reviewId);
  const { cancel, cancelling } = useCancelJob();
  const [deleting, setDeleting] = useState(false);
  const data = review.data;

  // The job followed while the review says it runs (after a reload too). Its outcome is told only for a job seen
  // queued or running here; one that ended long ago is the result already shown.
  const jobId = data?.status === 'reviewing' ? data.jobId : null;
  const watched = useRef(new Set<number>());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  const followed = useFollowedJob(jobId, {
    onFinished: (job) => {
      refresh();
      if (!watched.current.delete(job.id)) return;
      if (job.status === 'succeeded') toast.success(l.done);
      else if (job.status === 'cancelled') toast.info(l.cancelled);
      else toast.error(job.error ?? l.failed);
    },
    onUnavailable: (error) => {
      refresh();
      if (jobId !== null && watched.current.delete(jobId)) toast.error(errorMessage(error, l.failed));
    },
  });
  useEffect(() => {
    if (followed.job && !ended(followed.job)) watched.current.add(followed.job.id);
  }, [followed.job]);

  if (review.error instanceof ApiError && review.error.status === 404) return <MissingReview />;

  const onRerun = () =>
    rerun.mutate(
      {},
      {
        onSuccess: (accepted) => watched.current.add(accepted.job.id),
        onError: (error) => toast.error(errorMessage(error, l.rerunFailed)),
      },
    );

  const areaName = data?.categoryId
    ? (categories.data?.find((c) => c.id === data.categoryId)?.name ?? null)
    : null;
  const place = data ? [data.state, data.country].filter(Boolean).join(', ') : '';

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-2 justify-self-start">
        <Link to="/reviews">
          <ArrowLeft />
          All reviews
        </Link>
      </Button>

      {review.isError && !data ? (
        <FormAlert message={errorMessage(review.error, l.loadFailed)} />
      ) : !data ? (
        <div className="grid gap-3" role="status" aria-label={l.loadingReview}>
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-32 rounded-xl" />
        </div>
      ) : (
        <>
          <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="grid min-w-0 gap-2">
              <p className="text-sm font-medium text-muted-foreground">Document review</p>
              <h1 className="font-serif text-2xl font-semibold tracking-tight break-words sm:text-3xl">
                {data.title}
              </h1>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
                <span>{describeFile(data)}</span>
                <span>
                  {place}
                  {areaName ? ` · ${areaName}` : ''}
                </span>
                <ReviewStatusBadge status={data.status} />
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="shrink-0 self-start text-destructive hover:text-destructive"
              onClick={() => setDeleting(true)}
            >
              <Trash2 />
              Delete
            </Button>
          </header>

          {data.status === 'reviewing' && (
            <JobProgressCard
              job={followed.job}
              reconnecting={followed.reconnecting}
              cancelling={cancelling}
              onCancel={() => cancel(jobId)}
              queuedStage={l.queued}
              note={l.carriesOn}
              progressLabel="Review progress"
              cancelLabel="Cancel review"
              cancellingLabel="Cancelling…"
              testId="review"
            />
          )}

          {data.status === 'failed' && (
            <div className="grid gap-3" data-testid="review-failed">
              <FormAlert message={data.error ?? l.failed} />
              <div className="flex flex-wrap items-center gap-3">
                <Button onClick={onRerun} disabled={rerun.isPending} aria-describedby="rerun-price">
                  {rerun.isPending ? <Spinner className="text-primary-foreground" /> : <RotateCw />}
                  {l.reviewAgain}
                </Button>
                <PriceNote kind="documentReview" id="rerun-price" />
              </div>
            </div>
          )}

          {data.result && data.status !== 'reviewing' && <ReviewView result={data.result} place={place} />}

          <DeleteReviewDialog review={deleting ? data : null} onOpenChange={setDeleting} leaveTo="/reviews" />
        </>
      )}
    </div>
  );
}
