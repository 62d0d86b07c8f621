import { CALLED_BET_KINDS, pocketColor, WHEEL_ORDER } from '../../../../src/games/roulette/engine';
import type { Translate } from '../../i18n';
import type { BetSpot } from './layout';
import * as styles from './roulette.css';

export interface RacetrackProps {
  t: Translate;
  /** Chips on each spot (id to cents): a number's straight bet shares its id with the layout's. */
  chips: Record<string, number>;
  chipLabel(cents: number): string;
  winning: number | null;
  disabled: boolean;
  onPlace(spot: BetSpot): void;
}

/**
 * The wheel as a loop, as the French table draws it: the numbers in the wheel's order (the top row left
 * to right, then the bottom row back), a tap on one a straight bet; inside it the called bets, tiers
 * du cylindre at the left end, orphelins in the middle and voisins du zéro at the right, around zero.
 */
const TOP = WHEEL_ORDER.slice(16, 35);
const BOTTOM = [...WHEEL_ORDER.slice(35), ...WHEEL_ORDER.slice(0, 16)].reverse();
/** Columns of the 19 the called bets span under the numbers they cover. */
const SPANS = { tiers: '1 / span 6', orphelins: '7 / span 5', voisins: '12 / span 8' } as const;

export function Racetrack({ t, chips, chipLabel, winning, disabled, onPlace }: RacetrackProps) {
  const number = (n: number, row: number, column: number) => {
    const amount = chips[`n${n}`];
    const hit = winning === n;
    return (
      <button
        key={n}
        type="button"
        className={`${styles.trackNumber[pocketColor(n)]}${hit ? ` ${styles.hit}` : ''}`}
        style={{ gridRow: row, gridColumn: column }}
        data-track={n}
        aria-label={amount ? `${n}: ${chipLabel(amount)}` : String(n)}
        disabled={disabled}
        onClick={() => onPlace({ id: `n${n}`, kind: 'straight', numbers: [n] })}
      >
        {n}
        {amount ? <span className={styles.trackChip} aria-hidden /> : null}
      </button>
    );
  };
  return (
    <fieldset className={styles.track} aria-label={t('roulette.racetrack')}>
      {TOP.map((n, i) => number(n, 1, i + 1))}
      {CALLED_BET_KINDS.map((kind) => {
        const amount = chips[kind];
        const name = t(`roulette.${kind}`);
        return (
          <button
            key={kind}
            type="button"
            className={styles.called}
            style={{ gridRow: 2, gridColumn: SPANS[kind] }}
            data-spot={kind}
            aria-label={amount ? `${name}: ${chipLabel(amount)}` : name}
            disabled={disabled}
            onClick={() => onPlace({ id: kind, kind })}
          >
            <span className={styles.calledName}>{name}</span>
            {amount ? <span className={styles.calledChip}>{chipLabel(amount)}</span> : null}
          </button>
        );
      })}
      {BOTTOM.map((n, i) => number(n, 3, i + 1))}
    </fieldset>
  );
}
