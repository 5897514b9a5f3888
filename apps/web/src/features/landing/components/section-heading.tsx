import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The eyebrow, serif title and lead paragraph that open each landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
  className,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'center' | 'left';
  className?: string;
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-primary">
        <span
          className={cn(
            'mb-0.5 mr-2 inline-block h-px w-6 bg-gold align-middle',
            align === 'center' && 'hidden',
          )}
          aria-hidden
        />
        {eyebrow}
      </p>
      <h2 id={id} className="mt-3 font-serif text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children && (
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground text-pretty">{children}</p>
      )}
    </div>
  );
}
