import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** A titled card holding one of the dashboard's short lists. */
export function ListCard({
  title,
  description,
  empty,
  children,
}: {
  title: string;
  description: string;
  /** Shown instead of the list when it has no rows. */
  empty?: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col" role="region" aria-label={title}>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {empty ? <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p> : children}
      </CardContent>
    </Card>
  );
}

export function ListCardSkeleton() {
  return (
    <Card aria-hidden>
      <CardHeader className="pb-4">
        <Skeleton className="h-5 w-36" />
        <Skeleton className="h-4 w-48" />
      </CardHeader>
      <CardContent className="space-y-4">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-8 rounded-full" />
            <div className="flex-1 space-y-1.5">
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="h-3 w-3/5" />
            </div>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

/** One row of a list: a leading mark, a title with a detail line, and a trailing value. */
export function ListRow({
  lead,
  title,
  detail,
  trail,
}: {
  lead: ReactNode;
  title: ReactNode;
  detail: ReactNode;
  trail?: ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 py-2.5">
      {lead}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{title}</p>
        <p className="truncate text-xs text-muted-foreground">{detail}</p>
      </div>
      {trail && <div className="shrink-0 text-right text-xs text-muted-foreground">{trail}</div>}
    </li>
  );
}
