import type { StudioOutcome } from '../../../../src/fairness/receipt';
import type { SlotDefinition } from '../../../../src/games/slotStudio/definition';
import type { Translate } from '../../i18n';
import type { Money } from '../../money';
import type { SpinView } from './readout';
import * as styles from './studio.css';

/** The last spin's wins in words, and once the round is over what its features paid. */
export function WinList({
  t,
  money,
  slot,
  view,
  round,
}: {
  t: Translate;
  money: Money;
  slot: SlotDefinition;
  view: SpinView | null;
  round: StudioOutcome | null;
}) {
  const freePaid = round?.freeSpins.reduce((sum, spin) => sum + spin.payCents, 0) ?? 0;
  return (
    <ul className={styles.wins} data-testid="slot-wins">
      {view?.wins.map((win) => (
        <li key={`${win.line ?? win.fall ?? 'w'}-${win.symbol}-${win.cells[0]?.join('.')}`}>
          {win.line !== undefined
            ? t('studio.lineWin', { line: win.line, count: win.count, amount: money(win.cents) })
            : win.ways !== undefined
              ? t('studio.waysWin', { ways: win.ways, count: win.count, amount: money(win.cents) })
              : t('studio.clusterWin', {
                  count: win.count,
                  symbol: t(`studio.symbol.${win.symbol}`),
                  amount: money(win.cents),
                })}
        </li>
      ))}
      {view && view.scatterCents > 0 && (
        <li>{t('studio.scatterWin', { count: view.scatters, amount: money(view.scatterCents) })}</li>
      )}
      {round && round.freeSpins.length > 0 && (
        <li>
          {t('studio.freeSpinsPaid', {
            count: round.freeSpins.length,
            multiplier: slot.freeSpins?.multiplier ?? 1,
            amount: money(freePaid),
          })}
        </li>
      )}
      {round?.holdAndWin && (
        <li>
          {t(round.holdAndWin.full ? 'studio.respinsPaidFull' : 'studio.respinsPaid', {
            count:
              (round.base.cash?.length ?? 0) +
              round.holdAndWin.respins.reduce((n, r) => n + r.landed.length, 0),
            amount: money(round.holdAndWin.payCents),
          })}
        </li>
      )}
    </ul>
  );
}
