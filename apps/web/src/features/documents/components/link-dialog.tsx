import { useState, type FormEvent } from 'react';
import { richTextHrefSchema } from '@amicus/contract/documents/rich-text';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** "example.com" is meant as a web address and "name@example.com" as an e-mail one: add what they lack. */
function withScheme(value: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  return value.includes('@') && !value.includes('/') ? `mailto:${value}` : `https://${value}`;
}

function LinkForm({
  current,
  onApply,
  onRemove,
  onCancel,
}: {
  current: string | undefined;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) {
      setError('Enter the address to link to.');
      return;
    }
    const parsed = richTextHrefSchema.safeParse(withScheme(trimmed));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Links must be http, https or mailto');
      return;
    }
    onApply(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <div className="grid gap-2">
        <Label htmlFor="rich-text-link">Address</Label>
        <Input
          id="rich-text-link"
          value={value}
          inputMode="url"
          placeholder="https://… or name@example.com"
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          autoFocus
        />
      </div>
      <FormAlert message={error ?? undefined} />
      <DialogFooter>
        {current !== undefined && (
          <Button type="button" variant="outline" onClick={onRemove} className="sm:mr-auto">
            Remove link
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{current !== undefined ? 'Update link' : 'Add link'}</Button>
      </DialogFooter>
    </form>
  );
}

/** Adds, changes or removes the link on the selected text; open while `open` is true. */
export function LinkDialog({
  open,
  current,
  onOpenChange,
  onApply,
  onRemove,
}: {
  open: boolean;
  current: string | undefined;
  onOpenChange: (open: boolean) => void;
  onApply: (href: string) => void;
  onRemove: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{current !== undefined ? 'Edit link' : 'Add a link'}</DialogTitle>
          <DialogDescription>A web address (https://…) or an e-mail address.</DialogDescription>
        </DialogHeader>
        {open && (
          <LinkForm
            current={current}
            onApply={onApply}
            onRemove={onRemove}
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
