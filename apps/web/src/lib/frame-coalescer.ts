/**
 * Collects text chunks and hands them on at most once per animation frame, so a reply arriving as hundreds of
 * small network chunks costs one render per frame, not one per chunk. `flush` delivers what is pending at once
 * (the end of a stream); `cancel` drops it (the view is going away).
 */
export type FrameCoalescer = {
  push: (chunk: string) => void;
  flush: () => void;
  cancel: () => void;
};

export function createFrameCoalescer(
  deliver: (text: string) => void,
  scheduler: {
    request: (callback: () => void) => number;
    cancel: (handle: number) => void;
  } = { request: (cb) => requestAnimationFrame(cb), cancel: (h) => cancelAnimationFrame(h) },
): FrameCoalescer {
  let pending = '';
  let handle: number | null = null;

  const flush = () => {
    if (handle !== null) scheduler.cancel(handle);
    handle = null;
    if (!pending) return;
    const text = pending;
    pending = '';
    deliver(text);
  };

  return {
    push(chunk) {
      if (!chunk) return;
      pending += chunk;
      handle ??= scheduler.request(flush);
    },
    flush,
    cancel() {
      if (handle !== null) scheduler.cancel(handle);
      handle = null;
      pending = '';
    },
  };
}
