import { useEffect, useRef, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';

/** The one row of an empty table ('No users found'). */
export function EmptyRow({ colSpan, message }: { colSpan: number; message: string }) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={colSpan} className="h-32 text-center text-muted-foreground">
        {message}
      </TableCell>
    </TableRow>
  );
}

/** Placeholder rows while a table loads, shaped like the rows to come. */
export function SkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <TableRow key={r} className="hover:bg-transparent" aria-hidden>
          {Array.from({ length: columns }, (_, c) => (
            <TableCell key={c}>
              <Skeleton className={c === 0 ? 'h-4 w-32' : 'h-4 w-20'} />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

/** A loading row with a text, for screens whose spec names one ('Loading subscriptions...'). */
export function LoadingRow({ colSpan, message }: { colSpan: number; message: string }) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={colSpan} className="h-32 text-center text-muted-foreground" role="status">
        {message}
      </TableCell>
    </TableRow>
  );
}

/** A row that, when it holds the item just saved, is marked and scrolled into view. */
export function SavedRow({ saved, ...props }: ComponentProps<typeof TableRow> & { saved: boolean }) {
  const ref = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (saved) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [saved]);
  return (
    <TableRow
      ref={ref}
      data-saved={saved || undefined}
      className={saved ? 'bg-primary/5 hover:bg-primary/10 max-md:ring-2 max-md:ring-primary/40' : undefined}
      {...props}
    />
  );
}
