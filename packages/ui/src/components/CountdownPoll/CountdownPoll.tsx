import { useId } from 'react';
import * as styles from './CountdownPoll.css';

export interface CountdownPollProps {
  /** What is being waited for, e.g. 'Checking your payment'. */
  label: string;
  /** The check under way, from 1; 0 before the first. */
  attempt: number;
  /** The last check before the flow gives up (4 for cash, 3 for hosted checkout: spec 001 §9). */
  maxAttempts: number;
  /** Already localized, e.g. 'Check 2 of 4'. */
  attemptText: string;
}

/* Shows how far a payment poll has got, so a player knows the page is still working. */
export function CountdownPoll({ label, attempt, maxAttempts, attemptText }: CountdownPollProps) {
  const labelId = useId();
  const done = Math.min(Math.max(attempt, 0), maxAttempts);
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.attempt} aria-live="polite">
          {attemptText}
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={maxAttempts}
        aria-valuenow={done}
        aria-valuetext={attemptText}
      >
        <div className={styles.bar} style={{ width: `${(done / maxAttempts) * 100}%` }} />
      </div>
    </div>
  );
}
