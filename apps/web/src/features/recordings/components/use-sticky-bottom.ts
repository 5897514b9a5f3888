import { useEffect, useState } from 'react';

/**
 * Where a sticky element ends, in pixels from the top of the window, while it is stuck: its `top` and its
 * height, measured again whenever it resizes (an audio player is 40 to 54 pixels tall, by browser).
 */
export function useStickyBottom(element: HTMLElement | null, fallback: number): number {
  const [bottom, setBottom] = useState(fallback);
  useEffect(() => {
    if (!element) return;
    const measure = () =>
      setBottom(Math.ceil((Number.parseFloat(getComputedStyle(element).top) || 0) + element.offsetHeight));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return bottom;
}
