import type { StudioRound } from '../../../../src/games/slotStudio/play';
import type { Translate } from '../../i18n';
import type { Money } from '../../money';
import { type PickObject, svgDocument } from './art/shapes';
import * as styles from './studio.css';

const CHEST =
  '<rect x="12" y="40" width="76" height="46" rx="4" fill="#92400e" stroke="#451a03" stroke-width="4"/><path d="M12 40c0-18 14-26 38-26s38 8 38 26Z" fill="#b45309" stroke="#451a03" stroke-width="4"/><rect x="42" y="36" width="16" height="18" rx="3" fill="#facc15"/>';
const drawingSrc = (drawing: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgDocument(drawing, 48))}`;

/** Each pick object's texts: the legend, one object's name, what the opened one held. */
const TEXTS: Record<PickObject, { choose: string; one: string; won: string }> = {
  chest: { choose: 'studio.chooseChest', one: 'studio.chest', won: 'studio.pickWon' },
  lantern: { choose: 'studio.chooseLantern', one: 'studio.lantern', won: 'studio.pickWonLantern' },
};

/**
 * The dig's chests. Before the spin the player chooses one (it is sent with the stake, so the choice is
 * made before anything is drawn); after a dig every chest is opened, the chosen one paid.
 */
export function ChestPicker({
  t,
  money,
  choose,
  pick,
  betCents,
  object = { object: 'chest', drawing: CHEST },
}: {
  /** The theme's pick object (its art's `pick`); the dig's chest when the theme names none. */
  object?: { object: PickObject; drawing: string };
  t: Translate;
  money: Money;
  choose?: { chosen: number; count: number; set(index: number): void; disabled: boolean };
  pick?: NonNullable<StudioRound['pick']>;
  betCents?: number;
}) {
  const texts = TEXTS[object.object];
  const src = drawingSrc(object.drawing);
  if (pick) {
    return (
      <div className={styles.chests} data-testid="dig">
        <p className={styles.feature}>
          {t(texts.won, { number: pick.chosen + 1, amount: money(pick.payCents) })}
        </p>
        <div className={styles.chestRow}>
          {pick.prizes.map((prize, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the chests are positions, fixed for the dig
              key={i}
              className={i === pick.chosen ? styles.chestChosen : styles.chest}
            >
              <img src={src} alt="" width={32} height={32} />
              {money(prize * (betCents ?? 0))}
            </span>
          ))}
        </div>
      </div>
    );
  }
  if (!choose) return null;
  return (
    <fieldset className={styles.chests} disabled={choose.disabled}>
      <legend className={styles.legend}>{t(texts.choose)}</legend>
      <div className={styles.chestRow}>
        {Array.from({ length: choose.count }, (_, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the chests are positions
            key={i}
            type="button"
            aria-pressed={choose.chosen === i}
            aria-label={t(texts.one, { number: i + 1 })}
            className={choose.chosen === i ? styles.chestChosen : styles.chest}
            onClick={() => choose.set(i)}
          >
            <img src={src} alt="" width={32} height={32} />
            {i + 1}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
