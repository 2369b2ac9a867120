import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled more than `threshold` px. False on the server and on the first
 * client render (so hydration matches the prerendered HTML), then checked on mount and on every
 * scroll (passive listener).
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const check = () => setScrolled(window.scrollY > threshold);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [threshold]);
  return scrolled;
}
