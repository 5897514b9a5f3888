import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';

/**
 * The shell every admin add/edit dialog shares: title and description, the form, Cancel and a submit button
 * that reads "Saving..." while the request runs. The dialog cannot be closed while it saves.
 */
export function FormDialog({
  open,
  onOpenChange,
  pending,
  title,
  description,
  submitLabel,
  submitDisabled = false,
  onSubmit,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  title: string;
  description: string;
  submitLabel: string;
  submitDisabled?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className={wide ? 'sm:max-w-xl' : undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || submitDisabled}>
              {pending ? 'Saving...' : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Puts the server's field errors (400 `errors`) on the form's fields it names; others are left to a toast. */
export function showFieldErrors<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  error: unknown,
  fields: readonly Path<Values>[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const fieldError of error.errors)
    if ((fields as readonly string[]).includes(fieldError.path))
      form.setError(fieldError.path as Path<Values>, { message: fieldError.message });
}
