import type { ReactNode } from 'react';
import * as styles from './LimitCard.css';

export interface LimitCardProps {
  /** The limit's name ("Deposit limit · 24 hours"). */
  title: string;
  /** The value in force as it should read ("100.00 EUR", "No limit"). */
  value: string;
  /** A raise or removal waiting out its cooling period, worded by the app. */
  pending?: string;
  /** Buttons: change, confirm or cancel the pending change. */
  actions?: ReactNode;
}

/* One protection limit of the Play safe area: what holds now and the change waiting, if any. */
export function LimitCard({ title, value, pending, actions }: LimitCardProps) {
  return (
    <div className={styles.card}>
      <p className={styles.title}>{title}</p>
      <p className={styles.value}>{value}</p>
      {pending && (
        <p className={styles.pending} role="status">
          {pending}
        </p>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
