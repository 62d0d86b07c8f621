import type { BaccaratSide } from '../../../../src/games/baccarat/engine';
import type { Translate } from '../../i18n';
import * as styles from './baccarat.css';

/** The table's order, as the felt prints it: player, tie, banker. */
export const SPOTS: readonly BaccaratSide[] = ['player', 'tie', 'banker'];

export interface BetSpotsProps {
  t: Translate;
  /** Chips on each side, cents. */
  chips: Partial<Record<BaccaratSide, number>>;
  chipLabel(cents: number): string;
  /** The side that won the last coup, outlined; null before one. */
  winner: BaccaratSide | null;
  disabled: boolean;
  onPlace(side: BaccaratSide): void;
}

/** The three bet spots of the felt with what each pays and the chips placed on it. */
export function BetSpots({ t, chips, chipLabel, winner, disabled, onPlace }: BetSpotsProps) {
  return (
    <fieldset className={styles.spots} aria-label={t('baccarat.spots')}>
      {SPOTS.map((side) => {
        const amount = chips[side];
        const name = t(`baccarat.${side}`);
        return (
          <button
            key={side}
            type="button"
            className={winner === side ? `${styles.spot[side]} ${styles.won}` : styles.spot[side]}
            data-spot={side}
            aria-label={amount ? `${name}: ${chipLabel(amount)}` : name}
            disabled={disabled}
            onClick={() => onPlace(side)}
          >
            <span>{name}</span>
            <span className={styles.pays}>{t(`baccarat.pays.${side}`)}</span>
            {amount ? <span className={styles.chip}>{chipLabel(amount)}</span> : null}
          </button>
        );
      })}
    </fieldset>
  );
}
