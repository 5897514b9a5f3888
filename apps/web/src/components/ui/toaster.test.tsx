import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { dismissToast, toast } from './use-toast';

// A file of its own: sonner keeps its queue in a module, so toasts of other tests would share the region.
describe('the notifications region', () => {
  afterEach(() => {
    dismissToast();
    cleanup();
  });

  it('pauses its timer while the keyboard focus is inside the notifications, and resumes when it leaves', async () => {
    render(
      <>
        <button type="button">elsewhere</button>
        <Toaster />
      </>,
    );
    toast.info('read me slowly', undefined, 1000);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const item = (await within(region).findByText('read me slowly')).closest('li')!;
    const close = within(item).getByRole('button', { name: 'Close' });
    act(() => close.focus());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(within(region).queryByText('read me slowly')).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
    await waitFor(() => expect(within(region).queryByText('read me slowly')).toBeNull(), { timeout: 3000 });
  });
});
