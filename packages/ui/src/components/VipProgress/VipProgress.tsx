import * as styles from './VipProgress.css';

export interface VipProgressLevel {
  /** The level's name in the player's language. */
  name: string;
  /** The level's own colour (VIP configuration). */
  colour: string;
  /** The level's image, decorative beside its name. */
  iconSrc?: string;
  /** Lifetime points that reach the level. */
  points: number;
}

export interface VipProgressProps {
  /** e.g. 'Your VIP level'. */
  caption: string;
  level: VipProgressLevel;
  /** The next level, absent at the top one. */
  next?: VipProgressLevel;
  /** The member's lifetime points, which set the level. */
  points: number;
  /** The member's points as read, e.g. '1,234 points'. */
  pointsText: string;
  /** Under the bar, e.g. '766 points to Silver', or 'Highest level reached'. */
  progressText: string;
  /** Accessible name of the bar, e.g. 'Progress to the next level'. */
  progressLabel: string;
}

/** Share of the way from this level's threshold to the next one's, 0 to 100. */
export function levelProgress(points: number, level: number, next: number | undefined): number {
  if (next === undefined || next <= level) return 100;
  return Math.min(100, Math.max(0, Math.floor(((points - level) / (next - level)) * 100)));
}

/* The member's VIP level with its image and colour, their points and the way to the next level. */
export function VipProgress({
  caption,
  level,
  next,
  points,
  pointsText,
  progressText,
  progressLabel,
}: VipProgressProps) {
  const percent = levelProgress(points, level.points, next?.points);
  return (
    <section className={styles.card} style={{ borderColor: level.colour }} aria-label={caption}>
      <div className={styles.head}>
        {level.iconSrc ? (
          <img className={styles.icon} src={level.iconSrc} alt="" width={56} height={56} />
        ) : (
          <span className={styles.icon} style={{ background: level.colour }} />
        )}
        <div className={styles.text}>
          <span className={styles.caption}>{caption}</span>
          <span className={styles.level}>{level.name}</span>
          <span className={styles.points}>{pointsText}</span>
        </div>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progressText}
      >
        <span className={styles.fill} style={{ width: `${percent}%`, background: level.colour }} />
      </div>
      <p className={styles.progressText}>{progressText}</p>
    </section>
  );
}
