import { AlertTriangle, Info } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A plain note above a result saying what it rests on: `info` (written offline) or `warning` (no law found, out
 * of date, only part read).
 */
export function Notice({ tone, children }: { tone: 'warning' | 'info'; children: ReactNode }) {
  const Icon = tone === 'warning' ? AlertTriangle : Info;
  return (
    <div
      className={
        tone === 'warning'
          ? 'flex items-start gap-2 rounded-lg border border-warning/50 bg-warning/10 px-3 py-2.5 text-sm'
          : 'flex items-start gap-2 rounded-lg border bg-muted/50 px-3 py-2.5 text-sm'
      }
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-2">{children}</div>
    </div>
  );
}
