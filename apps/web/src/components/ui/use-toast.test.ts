import { describe, expect, it } from 'vitest';
import { dismissToast, toast, useToasts } from './use-toast';
import { renderHook, act } from '@testing-library/react';

describe('toast queue', () => {
  it('keeps at most 5 toasts, newest first, each lasting 5000 ms unless told otherwise', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      for (let i = 1; i <= 7; i += 1) toast.info(`note ${i}`);
    });
    expect(result.current.map((t) => t.title)).toEqual(['note 7', 'note 6', 'note 5', 'note 4', 'note 3']);
    expect(result.current.every((t) => t.duration === 5000)).toBe(true);
  });

  it('names the variants success, error (destructive) and info, and honours a given duration', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast.success('saved', undefined, 3000);
      toast.error('failed');
    });
    expect(result.current.slice(0, 2).map((t) => [t.title, t.variant, t.duration])).toEqual([
      ['failed', 'destructive', 5000],
      ['saved', 'success', 3000],
    ]);
  });

  it('shows a repeated message once, newest on top, instead of stacking copies', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast.error('Session expired. Please login again.');
      toast.info('something else');
      toast.error('Session expired. Please login again.');
    });
    const open = result.current.filter((t) => t.open);
    expect(open.filter((t) => t.title === 'Session expired. Please login again.')).toHaveLength(1);
    expect(open[0]?.title).toBe('Session expired. Please login again.');
    expect(open[1]?.title).toBe('something else');
  });

  it('closes a dismissed toast but keeps it a while so its exit can play', () => {
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => {
      id = toast.info('bye').id;
    });
    act(() => dismissToast(id));
    expect(result.current.find((t) => t.id === id)).toMatchObject({ open: false });
  });
});
