import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { ApiError, errorMessage } from '@/lib/api-client';

/** A reading page (a section, a problem, a table of contents) while it loads. */
export function ReaderSkeleton({ headingWidth = 'w-1/2' }: { headingWidth?: string }) {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6 sm:px-6 sm:py-10" aria-busy="true">
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className={cn('h-9', headingWidth)} />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/**
 * A reading page that could not be shown: what is missing when the server answered 404, else why it failed, and
 * the way back.
 */
export function ReaderError({
  error,
  missing,
  failed,
  back,
}: {
  error: Error;
  missing: { title: string; text: string };
  failed: string;
  back: { to: string; label: string };
}) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 text-center sm:px-6">
      <h1 className="font-serif text-2xl font-semibold">{notFound ? missing.title : failed}</h1>
      <p className="mt-2 text-muted-foreground">
        {notFound ? missing.text : errorMessage(error, 'Please try again.')}
      </p>
      <Button asChild variant="outline" className="mt-6">
        <Link to={back.to}>
          <ArrowLeft /> {back.label}
        </Link>
      </Button>
    </div>
  );
}
