import * as styles from './StatTile.css';

export const statTileTones = ['neutral', 'positive', 'critical', 'caution'] as const;

export interface StatTileProps {
  label: string;
  /** The figure as it should read ("12 345.00 EUR", "17"). */
  value: string;
  /** A line under the figure: the period, a comparison. */
  detail?: string;
  tone?: (typeof statTileTones)[number];
}

/* One figure of the dashboard: what it is, the number, and what it covers. */
export function StatTile({ label, value, detail, tone = 'neutral' }: StatTileProps) {
  return (
    <div className={styles.tile}>
      <p className={styles.label}>{label}</p>
      <p className={styles.value[tone]}>{value}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
    </div>
  );
}
