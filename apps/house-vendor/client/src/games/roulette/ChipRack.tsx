import * as styles from './roulette.css';

export interface ChipRackProps {
  /** Chip values in cents, within the table's limits. */
  chips: number[];
  chosen: number;
  /** Words of the rack (what the values are). */
  label: string;
  chipLabel(cents: number): string;
  onChoose(cents: number): void;
}

/** The chips the player bets with; the chosen one is what a tap on the layout places. */
export function ChipRack({ chips, chosen, label, chipLabel, onChoose }: ChipRackProps) {
  return (
    <div className={styles.row} role="toolbar" aria-label={label}>
      {chips.map((cents) => (
        <button
          key={cents}
          type="button"
          aria-pressed={chosen === cents}
          className={chosen === cents ? `${styles.chipButton} ${styles.chipPicked}` : styles.chipButton}
          onClick={() => onChoose(cents)}
          data-chip={cents}
        >
          {chipLabel(cents)}
        </button>
      ))}
    </div>
  );
}
