import { pocketColor } from '../../../../src/games/roulette/engine';
import * as styles from './roulette.css';

/** The wheel's last numbers, newest first, each in its pocket's colour, under their heading. */
export function LastNumbers({ label, numbers }: { label: string; numbers: readonly number[] }) {
  return (
    <>
      <div className={styles.total}>{label}</div>
      <div className={styles.numbers} data-testid="last-numbers">
        {numbers.map((n, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same number may come up twice; the order is the identity
          <span key={i} className={styles.last[pocketColor(n)]}>
            {n}
          </span>
        ))}
      </div>
    </>
  );
}
