import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogTitle } from './alert-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

afterEach(cleanup);

/** A dialog opened from state, as most of ours are (no Radix Trigger to return to). */
function OpenedFromButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Edit</button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Edit user</DialogTitle>
          <DialogDescription>Change the details.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** A confirmation opened from a row's menu item, which is gone once the menu closes. */
function OpenedFromMenu({ removeRow = false }: { removeRow?: boolean }) {
  const [open, setOpen] = useState(false);
  const [row, setRow] = useState(true);
  return (
    <main id="main" tabIndex={-1}>
      {row && (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger>Options</DropdownMenuTrigger>
          <DropdownMenuContent onCloseAutoFocus={(e) => e.preventDefault()}>
            <DropdownMenuItem onSelect={() => setOpen(true)}>Delete</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent aria-describedby={undefined}>
          <AlertDialogTitle>Delete Chat</AlertDialogTitle>
          <AlertDialogCancel onClick={() => removeRow && setRow(false)}>Cancel</AlertDialogCancel>
        </AlertDialogContent>
      </AlertDialog>
    </main>
  );
}

describe('closing a dialog', () => {
  it('gives focus back to the button that opened it', async () => {
    render(<OpenedFromButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit user' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it("opened from a menu item, gives focus back to the menu's button", async () => {
    render(<OpenedFromMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Options' })).toHaveFocus();
  });

  it('whose opener is gone, focuses the main area rather than the page body', async () => {
    render(<OpenedFromMenu removeRow />);
    await userEvent.click(screen.getByRole('button', { name: 'Options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
