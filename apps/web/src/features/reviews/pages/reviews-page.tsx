import { ArrowLeft, FileSearch, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ReviewPlace, ReviewSummary } from '@amicus/contract/documents/review';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCategories } from '@/lib/catalogue/get-categories';
import { useLastPlaceStore } from '@/lib/last-place-store';
import { useSessionStore } from '@/lib/session-store';
import { useReviews, useUploadReview } from '../api/reviews-api';
import { DeleteReviewDialog } from '../components/delete-review-dialog';
import { reviewLabels as l } from '../components/review-labels';
import { ReviewsList } from '../components/reviews-list';
import { UploadReviewForm } from '../components/upload-review-form';

function UploadCard() {
  const navigate = useNavigate();
  const categories = useCategories();
  const upload = useUploadReview();
  const userId = useSessionStore((s) => s.user?.id ?? 0);
  const lastPlace = useLastPlaceStore((s) => s.byUser[userId]);
  const remember = useLastPlaceStore((s) => s.remember);
  const [error, setError] = useState<string | null>(null);

  const send = (file: File, place: ReviewPlace) => {
    setError(null);
    remember(userId, { country: place.country, state: place.state });
    upload.mutate(
      { file, place },
      {
        onSuccess: (accepted) => void navigate(`/reviews/${accepted.review.id}`),
        onError: (cause) => setError(errorMessage(cause, l.uploadFailed)),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{l.uploadHeading}</h2>
        </CardTitle>
        <CardDescription>{l.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* The form starts once the areas are known, so the place and area remembered are options shown. */}
        {categories.isPending ? (
          <Skeleton className="h-64 rounded-xl" />
        ) : (
          <UploadReviewForm
            initialPlace={lastPlace ?? { country: '', state: '' }}
            areas={categories.data ?? []}
            areasFailed={categories.isError}
            pending={upload.isPending}
            error={error}
            onSubmit={send}
            onFileChosen={() => setError(null)}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** /reviews: upload a document to review, and the user's past reviews with Delete. */
export function ReviewsPage() {
  const reviews = useReviews();
  const [deleting, setDeleting] = useState<ReviewSummary | null>(null);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-6 sm:px-6 sm:py-10">
      <header className="space-y-1.5">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to="/documents">
            <ArrowLeft />
            My Documents
          </Link>
        </Button>
        <h1 className="font-serif text-2xl font-semibold tracking-tight sm:text-3xl">{l.pageHeading}</h1>
      </header>

      <UploadCard />

      <section aria-labelledby="your-reviews" className="grid gap-4">
        <h2 id="your-reviews" className="text-lg font-semibold">
          {l.listHeading}
        </h2>
        {reviews.isPending && (
          <div className="flex items-center gap-3 py-10 text-muted-foreground" role="status">
            <Spinner /> {l.loading}
          </div>
        )}
        {reviews.isError && (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-6 text-center text-sm text-destructive"
          >
            {l.loadFailed}
            <Button variant="outline" size="sm" onClick={() => void reviews.refetch()}>
              <RotateCw /> Retry
            </Button>
          </div>
        )}
        {reviews.data?.length === 0 && (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center">
            <FileSearch className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium">{l.empty}</p>
            <p className="text-sm text-muted-foreground">{l.emptyHint}</p>
          </div>
        )}
        {reviews.data && reviews.data.length > 0 && (
          <ReviewsList reviews={reviews.data} onDelete={setDeleting} />
        )}
      </section>

      <DeleteReviewDialog review={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}
