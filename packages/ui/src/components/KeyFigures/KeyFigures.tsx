import type { ReactNode } from 'react';
import * as styles from './KeyFigures.css';

export interface KeyFigure {
  id: string;
  label: string;
  /** Already formatted (an Amount, a count). */
  value: ReactNode;
  /** A short line under the value, e.g. why it is what it is. */
  note?: string;
  /** The figure that matters most is drawn larger. */
  emphasis?: boolean;
}

export interface KeyFiguresProps {
  figures: readonly KeyFigure[];
  /** Accessible name of the group, e.g. 'Your totals'. */
  'aria-label'?: string;
}

/* A few labelled figures side by side (banking totals, what a cash-out may be now); wraps on a phone. */
export function KeyFigures({ figures, 'aria-label': ariaLabel }: KeyFiguresProps) {
  return (
    <dl className={styles.list} aria-label={ariaLabel}>
      {figures.map((figure) => (
        <div key={figure.id} className={styles.figure} data-emphasis={figure.emphasis ? '' : undefined}>
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={styles.value}>{figure.value}</dd>
          {figure.note ? <dd className={styles.note}>{figure.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
