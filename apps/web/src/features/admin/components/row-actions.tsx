import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';

export type RowAction = {
  /** The accessible name, naming the row: "Edit Housing". */
  label: string;
  /** The short word shown beside the icon where a row is a card (phones): "Edit". */
  text: string;
  icon: LucideIcon;
  onClick: () => void;
  destructive?: boolean;
  disabled?: boolean;
};

/**
 * The buttons at the end of a table row: icons with a tooltip on wide screens; on a phone, where a row is a
 * card and nothing hovers, outlined buttons that say what they do.
 */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <div className="flex items-center justify-end gap-1 max-md:gap-2">
      {actions.map(({ label, text, icon: Icon, onClick, destructive, disabled }) => (
        <Tooltip key={label} content={label} side="top">
          <Button
            variant="ghost"
            size="icon"
            className={cn(
              'size-8 max-md:w-auto max-md:border max-md:border-input max-md:px-3',
              destructive && 'text-destructive hover:bg-destructive/10 hover:text-destructive',
            )}
            onClick={onClick}
            disabled={disabled}
            aria-label={label}
          >
            <Icon />
            <span className="md:sr-only">{text}</span>
          </Button>
        </Tooltip>
      ))}
    </div>
  );
}

/** The edit action of a row, named after it. */
export const editAction = (name: string, onClick: () => void): RowAction => ({
  label: `Edit ${name}`,
  text: 'Edit',
  icon: Pencil,
  onClick,
});

/** The delete action of a row, named after it. */
export const deleteAction = (name: string, onClick: () => void, disabled?: boolean): RowAction => ({
  label: `Delete ${name}`,
  text: 'Delete',
  icon: Trash2,
  destructive: true,
  onClick,
  disabled,
});
