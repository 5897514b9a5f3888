import { useEffect, useState } from 'react';

/** Whether the page is scrolled more than `offset` pixels down (the header's shadow shows past 20 px). */
export function useScrolledPast(offset: number): boolean {
  // Not scrolled at first (as the prerendered page is); the effect reads the real position at once.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return scrolled;
}
