import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';

export type RowAction = {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  destructive?: boolean;
  disabled?: boolean;
};

/** The icon buttons at the end of a table row, each with a tooltip and an accessible name. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <div className="flex items-center justify-end gap-1">
      {actions.map(({ label, icon: Icon, onClick, destructive, disabled }) => (
        <Tooltip key={label} content={label} side="top">
          <Button
            variant="ghost"
            size="icon"
            className={cn(
              'size-8',
              destructive && 'text-destructive hover:bg-destructive/10 hover:text-destructive',
            )}
            onClick={onClick}
            disabled={disabled}
            aria-label={label}
          >
            <Icon />
          </Button>
        </Tooltip>
      ))}
    </div>
  );
}

/** The edit action of a row, named after it. */
export const editAction = (name: string, onClick: () => void): RowAction => ({
  label: `Edit ${name}`,
  icon: Pencil,
  onClick,
});

/** The delete action of a row, named after it. */
export const deleteAction = (name: string, onClick: () => void, disabled?: boolean): RowAction => ({
  label: `Delete ${name}`,
  icon: Trash2,
  destructive: true,
  onClick,
  disabled,
});
