import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A data table. Below the md breakpoint each row becomes a card of "label value" lines (see `.table-cards` in
 * styles.css), so every column and the row's actions fit a phone's width with no sideways scrolling. The
 * explicit roles keep the table's semantics for assistive technology once its display is no longer `table`.
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="table-cards relative w-full overflow-x-auto rounded-lg border">
      <table role="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}
export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead role="rowgroup" className={cn('bg-muted/50 [&_tr]:border-b', className)} {...props} />;
}
export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody role="rowgroup" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}
export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr role="row" className={cn('border-b transition-colors hover:bg-muted/40', className)} {...props} />
  );
}
export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      role="columnheader"
      className={cn(
        'h-11 whitespace-nowrap px-4 text-left align-middle font-medium text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}
/**
 * A cell. On a phone's card, `label` (its column's name) is shown before the value, and the `actions` cell
 * closes the card.
 */
export function TableCell({
  className,
  label,
  actions = false,
  ...props
}: ComponentProps<'td'> & { label?: string; actions?: boolean }) {
  return (
    <td
      role="cell"
      data-label={label}
      data-actions={actions || undefined}
      className={cn('px-4 py-3 align-middle', actions && 'text-right', className)}
      {...props}
    />
  );
}
