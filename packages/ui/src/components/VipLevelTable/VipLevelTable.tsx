import * as styles from './VipLevelTable.css';

export interface VipLevelRow {
  /** The level's key: entry, bronze, silver, gold, platinum, diamond (spec 002 §3). */
  level: string;
  name: string;
  /** The level's own colour, from VIP configuration. */
  colour: string;
  /** The level's image (decorative beside its name); the colour swatch stands in without one. */
  iconSrc?: string;
  requiredPoints: number;
}

export interface VipLevelTableProps {
  caption: string;
  levelHeader: string;
  pointsHeader: string;
  levels: readonly VipLevelRow[];
  /** The member's level: its row is highlighted and marked. */
  currentLevel?: string;
  /** The mark beside the member's level, e.g. 'Your level'. */
  currentLabel: string;
  /** For digit grouping of the points. */
  locale?: string;
}

export function VipLevelTable({
  caption,
  levelHeader,
  pointsHeader,
  levels,
  currentLevel,
  currentLabel,
  locale = 'en',
}: VipLevelTableProps) {
  const points = new Intl.NumberFormat(locale);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headerCell}>
            {levelHeader}
          </th>
          <th scope="col" className={styles.headerCell}>
            {pointsHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {levels.map((row) => {
          const isCurrent = row.level === currentLevel;
          return (
            <tr key={row.level} className={styles.row} aria-current={isCurrent || undefined}>
              <th scope="row" className={styles.cell}>
                <span className={styles.level}>
                  {row.iconSrc ? (
                    <img className={styles.icon} src={row.iconSrc} alt="" width={28} height={28} />
                  ) : (
                    <span className={styles.swatch} style={{ background: row.colour }} />
                  )}
                  <span className={styles.levelName}>{row.name}</span>
                  {isCurrent && <span className={styles.current}>{currentLabel}</span>}
                </span>
              </th>
              <td className={styles.cell}>{points.format(row.requiredPoints)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
