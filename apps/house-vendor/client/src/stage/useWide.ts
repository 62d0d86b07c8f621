import { desktopQuery } from '@casino/ui';
import { useEffect, useState } from 'react';

/** True on the casino's desktop breakpoint, following resizes and rotations. */
export function useWide(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia(desktopQuery).matches);
  useEffect(() => {
    const query = window.matchMedia(desktopQuery);
    const change = () => setWide(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return wide;
}
