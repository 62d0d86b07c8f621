import * as styles from './StatusBadge.css';

export const statusBadgeTones = ['neutral', 'caution', 'info', 'positive', 'critical'] as const;
export type StatusBadgeTone = (typeof statusBadgeTones)[number];

/* Withdraw record statuses (spec 002 §3). */
export const withdrawStatus = {
  pending: 0,
  canceled: 1,
  rejected: 10,
  passed: 20,
  processing: 29,
  payed: 30,
  completed: 40,
  failed: 50,
} as const;

/* Profile document statuses (spec 002 §3). */
export const documentStatus = {
  notUploaded: 0,
  auditing: 10,
  success: 20,
  fail: 30,
} as const;

const withdrawTones: Record<number, StatusBadgeTone> = {
  [withdrawStatus.pending]: 'caution',
  [withdrawStatus.canceled]: 'neutral',
  [withdrawStatus.rejected]: 'critical',
  [withdrawStatus.passed]: 'info',
  [withdrawStatus.processing]: 'info',
  [withdrawStatus.payed]: 'positive',
  [withdrawStatus.completed]: 'positive',
  [withdrawStatus.failed]: 'critical',
};

const documentTones: Record<number, StatusBadgeTone> = {
  [documentStatus.notUploaded]: 'neutral',
  [documentStatus.auditing]: 'caution',
  [documentStatus.success]: 'positive',
  [documentStatus.fail]: 'critical',
};

export const statusBadgeKinds = ['withdraw', 'document'] as const;

export function statusTone(kind: (typeof statusBadgeKinds)[number], status: number): StatusBadgeTone {
  return (kind === 'withdraw' ? withdrawTones : documentTones)[status] ?? 'neutral';
}

export interface StatusBadgeProps {
  kind: (typeof statusBadgeKinds)[number];
  status: number;
  /** The localized status name, e.g. 'Pending review'. */
  label: string;
}

/* The tone follows the status; an unknown status reads neutral rather than failing. */
export function StatusBadge({ kind, status, label }: StatusBadgeProps) {
  const tone = statusTone(kind, status);
  return (
    <span className={styles.tone[tone]} data-tone={tone}>
      <span className={styles.dot} />
      {label}
    </span>
  );
}
