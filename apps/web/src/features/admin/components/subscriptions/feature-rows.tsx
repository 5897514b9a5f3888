import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { withTrailingEmptyRow } from './plan-form-values';

/** One input per feature; typing in the last (empty) row adds the next one, so there is always an empty row. */
export function FeatureRows({
  features,
  onChange,
}: {
  features: string[];
  onChange: (next: string[]) => void;
}) {
  const set = (index: number, value: string) =>
    onChange(withTrailingEmptyRow(features.map((f, i) => (i === index ? value : f))));
  const remove = (index: number) => onChange(withTrailingEmptyRow(features.filter((_, i) => i !== index)));

  return (
    <fieldset className="grid gap-2">
      <Label asChild>
        <legend>Features</legend>
      </Label>
      <p className="text-xs text-muted-foreground">One per line; empty lines are left out.</p>
      <ul className="grid gap-2">
        {features.map((feature, index) => {
          const last = index === features.length - 1;
          return (
            <li key={index} className="flex items-center gap-2">
              <Input
                value={feature}
                onChange={(event) => set(index, event.target.value)}
                placeholder={last ? 'Add a feature' : undefined}
                aria-label={`Feature ${index + 1}`}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-9 shrink-0"
                onClick={() => remove(index)}
                disabled={last}
                aria-label={`Remove feature ${index + 1}`}
              >
                <X />
              </Button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
