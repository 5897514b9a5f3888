import { Scale } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The Amicus logo: scales in a navy tile, and the name unless compact. */
export function BrandMark({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-gold shadow-sm dark:bg-secondary dark:ring-1 dark:ring-gold/30">
        <Scale className="size-5" aria-hidden />
      </span>
      {!compact && (
        <span className="font-serif text-xl font-semibold tracking-tight text-foreground">Amicus</span>
      )}
    </span>
  );
}
