import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { toast as sonner } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { dismissToast, toast } from './use-toast';

const open = () => sonner.getToasts().map((t) => ('title' in t ? [t.title, t.type, t.duration] : []));

describe('toasts', () => {
  afterEach(() => {
    dismissToast();
    cleanup();
  });

  it('keeps at most 5 open, shown newest first in the notifications region', async () => {
    render(<Toaster />);
    for (let i = 1; i <= 7; i += 1) toast.info(`note ${i}`);
    expect(open().map(([title]) => title)).toEqual(['note 3', 'note 4', 'note 5', 'note 6', 'note 7']);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole('listitem')
          .filter((item) => item.getAttribute('data-removed') !== 'true')
          .map((item) => item.textContent),
      ).toEqual(['note 7', 'note 6', 'note 5', 'note 4', 'note 3']),
    );
    expect(within(region).getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  });

  it('names the variants success, error and info, and honours a given duration', () => {
    toast.success('saved', undefined, 3000);
    toast.error('failed');
    expect(open()).toEqual([
      ['saved', 'success', 3000],
      ['failed', 'error', undefined],
    ]);
  });

  it('shows a repeated message once, newest on top, instead of stacking copies', () => {
    toast.error('Session expired. Please login again.');
    toast.info('something else');
    toast.error('Session expired. Please login again.');
    expect(open().map(([title]) => title)).toEqual([
      'something else',
      'Session expired. Please login again.',
    ]);
  });

  it('closes a dismissed toast', () => {
    const { id } = toast.info('bye');
    dismissToast(id);
    expect(open()).toEqual([]);
  });
});
