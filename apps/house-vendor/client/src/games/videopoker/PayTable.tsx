import { HANDS, MAX_COINS, PAY_TABLE, type PokerHand } from '../../../../src/games/videopoker/engine';
import type { Translate } from '../../i18n';
import * as styles from './videopoker.css';

const COLUMNS = Array.from({ length: MAX_COINS }, (_, i) => i + 1);

/**
 * The 9/6 pay table in coins, one column per number of coins bet (the royal flush 800 a coin in every
 * column), the column of the coins bet now marked. A hand just made that paid more than the bet is
 * outlined; a hand that only gave the bet back is not.
 */
export function PayTable({ t, coins, won }: { t: Translate; coins: number; won?: PokerHand | null }) {
  return (
    <table className={styles.payTable} data-testid="pay-table">
      <caption>{t('videopoker.payTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('videopoker.hand')}</th>
          {COLUMNS.map((n) => (
            <th key={n} scope="col" data-current={n === coins}>
              {n}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {HANDS.map((hand) => (
          <tr key={hand} data-hand={hand} data-won={won === hand && PAY_TABLE[hand] > 1}>
            <th scope="row">{t(`videopoker.hand.${hand}`)}</th>
            {COLUMNS.map((n) => (
              <td key={n} data-current={n === coins}>
                {PAY_TABLE[hand] * n}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
