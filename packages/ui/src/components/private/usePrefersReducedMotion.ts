import { useSyncExternalStore } from 'react';
import { reducedMotionQuery } from '../../themes/breakpoints';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/* Live: a player who turns on reduced motion mid-visit stops autoplay and scrolling at once. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}
