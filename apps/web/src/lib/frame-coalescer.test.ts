import { describe, expect, it } from 'vitest';
import { createFrameCoalescer } from './frame-coalescer';

function fakeFrames() {
  const callbacks = new Map<number, () => void>();
  let next = 1;
  return {
    scheduler: {
      request: (cb: () => void) => {
        callbacks.set(next, cb);
        return next++;
      },
      cancel: (h: number) => void callbacks.delete(h),
    },
    /** Runs the frame: every callback scheduled so far. */
    tick() {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const cb of due) cb();
    },
    get scheduled() {
      return callbacks.size;
    },
  };
}

describe('createFrameCoalescer', () => {
  it('delivers all chunks of one frame together, once', () => {
    const frames = fakeFrames();
    const delivered: string[] = [];
    const coalescer = createFrameCoalescer((t) => delivered.push(t), frames.scheduler);
    coalescer.push('Hel');
    coalescer.push('lo');
    coalescer.push(' world');
    expect(frames.scheduled).toBe(1);
    expect(delivered).toEqual([]);
    frames.tick();
    expect(delivered).toEqual(['Hello world']);
    coalescer.push('!');
    frames.tick();
    expect(delivered).toEqual(['Hello world', '!']);
  });

  it('flush delivers what is pending at once; cancel drops it', () => {
    const frames = fakeFrames();
    const delivered: string[] = [];
    const coalescer = createFrameCoalescer((t) => delivered.push(t), frames.scheduler);
    coalescer.push('tail');
    coalescer.flush();
    expect(delivered).toEqual(['tail']);
    expect(frames.scheduled).toBe(0);
    coalescer.push('dropped');
    coalescer.cancel();
    frames.tick();
    expect(delivered).toEqual(['tail']);
  });
});
