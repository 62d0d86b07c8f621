import { bankerDraws } from '../../../../src/games/baccarat/engine';
import { BACCARAT_RTP } from '../../../../src/games/baccarat/rtp';
import type { FrameApi } from '../types';
import * as styles from './baccarat.css';

const THIRD_CARDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * Punto banco's rules as the engine deals them: the tableau (the banker's part drawn from the engine's
 * own bankerDraws, so the table and the deal cannot differ), the payouts and each bet's exact return.
 */
export function BaccaratRules({ frame }: { frame: FrameApi }) {
  const { t, locale, money, session } = frame;
  const tieMax = session.game.tieMaxCents;
  const percent = (rtp: string) =>
    Number(rtp).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 3 });
  return (
    <>
      <p>{t('baccarat.rules.shoe')}</p>
      <p>{t('baccarat.rules.bets')}</p>
      <p>{t('baccarat.rules.player')}</p>
      <p>{t('baccarat.rules.banker')}</p>
      <table className={styles.tableau}>
        <thead>
          <tr>
            <th scope="col">{t('baccarat.rules.bankerTotal')}</th>
            <th scope="colgroup" colSpan={THIRD_CARDS.length}>
              {t('baccarat.rules.thirdCard')}
            </th>
          </tr>
          <tr>
            <th />
            {THIRD_CARDS.map((card) => (
              <th key={card} scope="col">
                {card}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[3, 4, 5, 6].map((total) => (
            <tr key={total}>
              <th scope="row">{total}</th>
              {THIRD_CARDS.map((card) => {
                const draws = bankerDraws(total, card);
                return (
                  <td key={card} title={t(draws ? 'baccarat.rules.draws' : 'baccarat.rules.stands')}>
                    {draws ? '●' : '–'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        ● {t('baccarat.rules.draws')} · – {t('baccarat.rules.stands')}
      </p>
      <p>{t('baccarat.rules.pays')}</p>
      <p>{t('baccarat.rules.commission')}</p>
      <p>{t('baccarat.rules.rtp')}</p>
      <ul>
        {(['banker', 'player', 'tie'] as const).map((bet) => (
          <li key={bet} data-rtp={bet}>
            {t('baccarat.rules.rtpOf', { bet: t(`baccarat.${bet}`), rtp: percent(BACCARAT_RTP[bet]) })} (
            {t(`baccarat.pays.${bet}`)})
          </li>
        ))}
      </ul>
      {tieMax !== null && <p data-testid="tie-max">{t('baccarat.tieMax', { max: money(tieMax) })}</p>}
    </>
  );
}
