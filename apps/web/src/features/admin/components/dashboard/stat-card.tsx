import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function StatCard({
  title,
  value,
  detail,
  icon: Icon,
}: {
  title: string;
  value: string;
  detail: string;
  icon: LucideIcon;
}) {
  return (
    <Card className="p-5" role="group" aria-label={title}>
      <div className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden />
        </span>
        <h2 className="truncate">{title}</h2>
      </div>
      <p className="mt-3 text-3xl font-semibold tracking-tight tabular-nums" data-slot="value">
        {value}
      </p>
      <p className="mt-1 text-sm text-muted-foreground" data-slot="detail">
        {detail}
      </p>
    </Card>
  );
}

export function StatCardSkeleton() {
  return (
    <Card className="p-5" aria-hidden>
      <div className="flex items-center gap-2">
        <Skeleton className="size-7 rounded-md" />
        <Skeleton className="h-4 w-24" />
      </div>
      <Skeleton className="mt-3 h-8 w-20" />
      <Skeleton className="mt-2 h-4 w-32" />
    </Card>
  );
}
