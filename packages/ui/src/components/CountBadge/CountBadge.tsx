import { visuallyHidden } from '../../css/reset.css';
import * as styles from './CountBadge.css';

export interface CountBadgeProps {
  /** How many, e.g. unread messages; nothing shows at 0. */
  count: number;
  /**
   * What the count means, read by screen readers in place of the bubble, e.g. '3 unread messages'.
   * Leave it out when the control the badge sits on already says it in its own name.
   */
  label?: string;
  /** Above this the bubble reads `max+` (99+ by default); the label still says the whole number. */
  max?: number;
}

/* A small count bubble beside a control (unread news in the top bar and the drawer). */
export function CountBadge({ count, label, max = 99 }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden={label === undefined || undefined}>
      <span aria-hidden="true">{count > max ? `${max}+` : count}</span>
      {label !== undefined && <span className={visuallyHidden}>{label}</span>}
    </span>
  );
}
