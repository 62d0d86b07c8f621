import type { ReactNode } from 'react';
import * as styles from './PaymentStatus.css';

export const paymentStatusTones = ['waiting', 'positive', 'critical'] as const;
export type PaymentStatusTone = (typeof paymentStatusTones)[number];

export interface PaymentStatusProps {
  tone: PaymentStatusTone;
  /** What is known of the payment: "Complete the payment in the window that opened", "Processing"… */
  message: string;
  /** An action, e.g. "Open the payment window" when a pop-up was blocked. */
  action?: ReactNode;
}

/*
 * A pending or finished payment as the player should read it (spec 001 §4 result labels): a live
 * status, never a spinner with no end; waiting shows a quiet pulse, the end a coloured mark.
 */
export function PaymentStatus({ tone, message, action }: PaymentStatusProps) {
  return (
    <div className={styles.box[tone]} data-tone={tone}>
      <p role="status" className={styles.message}>
        <span className={styles.mark[tone]} aria-hidden="true" />
        {message}
      </p>
      {action}
    </div>
  );
}
