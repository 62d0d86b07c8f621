import type { ReactNode } from 'react';
import * as styles from './StatList.css';

export interface StatItem {
  id: string;
  /** What the figure is, e.g. 'Withdrawable balance'. */
  label: string;
  /** The figure, already formatted (an Amount, points with digit grouping). */
  value: ReactNode;
  /** A line under the figure, e.g. what it is made of or what it is for. */
  hint?: string;
}

export interface StatListProps {
  items: readonly StatItem[];
  /** Names the group for assistive technology, e.g. 'Balances'. */
  'aria-label': string;
}

/* Labelled figures in tiles (balances, invitation figures): a description list, wrapping to the width. */
export function StatList({ items, 'aria-label': ariaLabel }: StatListProps) {
  return (
    <dl className={styles.list} aria-label={ariaLabel}>
      {items.map((item) => (
        <div key={item.id} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
          {item.hint && <dd className={styles.hint}>{item.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
