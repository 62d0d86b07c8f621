import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** The headline, e.g. 'Coming soon' for a game category with no games yet. */
  title: string;
  description?: string;
  /** An action under the text, e.g. a button back to all games. */
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      <svg className={styles.icon} width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        <path
          d="M20 4l4.7 9.6 10.6 1.5-7.7 7.5 1.8 10.5L20 28.1l-9.4 5 1.8-10.5-7.7-7.5 10.6-1.5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
