import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserFormDialog } from './user-form-dialog';

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UserFormDialog open onOpenChange={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('Add User', () => {
  it('flags every required field, the password included, on an empty submit', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    for (const label of ['Name', 'Username', 'Email', 'Password']) {
      const field = screen.getByLabelText(label, { selector: 'input' });
      expect(field, label).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });
});
