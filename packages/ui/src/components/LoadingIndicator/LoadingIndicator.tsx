import { useEffect, useState } from 'react';
import * as styles from './LoadingIndicator.css';

export interface LoadingIndicatorProps {
  /** True while any request runs. */
  active: boolean;
  /** Accessible name announced while loading, e.g. 'Loading'. */
  label: string;
  /** Stays visible this long after `active` turns false (spec 000 §4, §9: 100 ms). */
  hideDelay?: number;
}

/*
 * The global loading indicator. The hide delay keeps it from flickering off and on between
 * back-to-back requests.
 */
export function LoadingIndicator({ active, label, hideDelay = 100 }: LoadingIndicatorProps) {
  const [visible, setVisible] = useState(active);

  useEffect(() => {
    if (active) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(false), hideDelay);
    return () => clearTimeout(timer);
  }, [active, hideDelay]);

  if (!visible) return null;
  return (
    <div className={styles.root} role="progressbar" aria-label={label} aria-busy="true">
      <div className={styles.bar} />
      <div className={styles.spinner} />
    </div>
  );
}
