import type { Translate } from '../../i18n';
import { useWide } from '../../stage/useWide';
import { type BetSpot, layoutSpots, lineSpots, numbersArea } from './layout';
import * as styles from './roulette.css';

export interface BettingLayoutProps {
  t: Translate;
  /** Chips on each spot (id to cents), shown as one chip with the total. */
  chips: Record<string, number>;
  /** Short chip label (whole units when possible). */
  chipLabel(cents: number): string;
  /** Numbers of the last result, marked on the layout. */
  winning: number | null;
  disabled: boolean;
  onPlace(spot: BetSpot): void;
}

/**
 * The table felt: every number (a straight bet), the lines and corners between them (splits, corners,
 * streets and six lines) and the outside bets, chips where they were placed.
 */
export function BettingLayout({ t, chips, chipLabel, winning, disabled, onPlace }: BettingLayoutProps) {
  const wide = useWide();
  const spots = layoutSpots(wide);
  const area = numbersArea(wide);
  return (
    <fieldset className={styles.table} aria-label={t('roulette.layout')}>
      {spots.map((spot) => {
        const amount = chips[spot.id];
        const name = spot.kind === 'straight' ? spot.label : t(spot.label);
        const hit = winning !== null && spot.kind === 'straight' && spot.numbers?.[0] === winning;
        return (
          <button
            key={spot.id}
            type="button"
            className={hit ? `${styles.spot[spot.tone]} ${styles.hit}` : styles.spot[spot.tone]}
            style={{
              gridRow: `${spot.row} / span ${spot.rowSpan ?? 1}`,
              gridColumn: `${spot.column} / span ${spot.columnSpan ?? 1}`,
            }}
            data-spot={spot.id}
            aria-label={amount ? `${name}: ${chipLabel(amount)}` : name}
            disabled={disabled}
            onClick={() => onPlace(spot)}
          >
            {name}
            {amount ? <span className={styles.chip}>{chipLabel(amount)}</span> : null}
          </button>
        );
      })}
      <div
        className={styles.lines}
        style={{
          gridRow: `${area.row} / span ${area.rowSpan}`,
          gridColumn: `${area.column} / span ${area.columnSpan}`,
        }}
      >
        {lineSpots(wide).map((spot) => {
          const amount = chips[spot.id];
          const name = t(`roulette.inside.${spot.kind}`, { numbers: spot.numbers.join('-') });
          return (
            <button
              key={spot.id}
              type="button"
              className={amount ? `${styles.line} ${styles.lineTaken}` : styles.line}
              style={{ left: `${spot.left}%`, top: `${spot.top}%` }}
              data-spot={spot.id}
              aria-label={amount ? `${name}: ${chipLabel(amount)}` : name}
              disabled={disabled}
              onClick={() => onPlace(spot)}
            >
              {amount ? chipLabel(amount) : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
