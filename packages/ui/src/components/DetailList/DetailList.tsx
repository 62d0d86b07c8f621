import type { ReactNode } from 'react';
import * as styles from './DetailList.css';

export interface DetailItem {
  label: string;
  /** Empty values show the placeholder, so a missing field still reads as missing. */
  value: ReactNode;
}

export interface DetailListProps {
  items: readonly DetailItem[];
  /** Shown for a null, undefined or empty value. */
  placeholder?: string;
  /** Named by a heading elsewhere on the page (aria-labelledby), or by this label. */
  label?: string;
}

/* A record's fields as a description list, in as many columns as the width allows. */
export function DetailList({ items, placeholder = '—', label }: DetailListProps) {
  return (
    <dl className={styles.list} aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className={styles.item}>
          <dt className={styles.term}>{item.label}</dt>
          <dd className={styles.value}>
            {item.value === null || item.value === undefined || item.value === '' ? placeholder : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
