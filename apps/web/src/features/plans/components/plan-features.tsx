import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

export function PlanFeatures({
  name,
  features,
  className,
}: {
  name: string;
  features: string[];
  className?: string;
}) {
  if (features.length === 0) return null;
  return (
    <ul aria-label={`${name} features`} className={cn('space-y-3 text-sm', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-3">
          <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-primary/20">
            <Check className="size-3" strokeWidth={3} aria-hidden />
          </span>
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
