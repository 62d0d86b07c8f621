import type { Translate } from '../../i18n';
import { centsToDecimal, type Money } from '../../money';
import { LastNumbers } from '../roulette/LastNumbers';
import * as rouletteStyles from '../roulette/roulette.css';
import * as slotStyles from '../slot/slot.css';
import * as styles from './sharedRoulette.css';
import type { TableView } from './table';

/** The player's settlement of one table round: what they staked on it and what it returned. */
export interface Settlement {
  roundId: string;
  number: number;
  stakeCents: number;
  payoutCents: number;
}

export interface TableStatusProps {
  t: Translate;
  money: Money;
  /** The table as last streamed; null until the page has joined it. */
  table: TableView | null;
  /** Bets are taken now (the round's betting phase, its countdown not run out on the server's clock). */
  open: boolean;
  /** Seconds left of the phase on show: of the bets while open, of the result before the next round. */
  seconds: number;
  myStakeCents: number;
  /** The decimals of the player's currency (the settlement's data attribute is its decimal string). */
  exponent: number;
  settlement: Settlement | null;
  last: readonly number[];
}

/**
 * Beside the wheel: the round's phase and countdown, every player's stakes and the player's own, their
 * settlement of the last round (celebrated only when it paid more than the stake) and the last numbers.
 */
export function TableStatus({
  t,
  money,
  table,
  open,
  seconds,
  myStakeCents,
  exponent,
  settlement,
  last,
}: TableStatusProps) {
  const won = !!settlement && settlement.payoutCents > settlement.stakeCents;
  const phaseText = !table
    ? t('shared.connecting')
    : table.phase === 'betting' && open
      ? t('shared.betting', { seconds })
      : table.phase === 'result'
        ? t('shared.result', { number: table.pocket ?? '', seconds })
        : t('shared.noMoreBets');
  return (
    <div>
      <p
        className={styles.phase}
        role="status"
        data-testid="table-phase"
        data-phase={table?.phase ?? ''}
        data-round={table?.roundId ?? ''}
      >
        {phaseText}
      </p>
      <p className={rouletteStyles.total} data-testid="table-stakes">
        {t('shared.tableStakes', { amount: money(table?.stakeCents ?? 0), players: table?.players ?? 0 })}
      </p>
      <p className={rouletteStyles.total} data-testid="my-stake">
        {t('shared.myStake', { amount: money(myStakeCents) })}
      </p>
      <p
        className={won ? slotStyles.jackpot : slotStyles.neutral}
        data-testid="table-settlement"
        data-round={settlement?.roundId ?? ''}
        data-number={settlement?.number ?? ''}
        data-payout={settlement ? centsToDecimal(settlement.payoutCents, exponent) : ''}
      >
        {settlement &&
          (won
            ? t('roulette.win', { number: settlement.number, amount: money(settlement.payoutCents) })
            : settlement.payoutCents > 0
              ? t('shared.returned', {
                  number: settlement.number,
                  amount: money(settlement.payoutCents),
                  stake: money(settlement.stakeCents),
                })
              : t('roulette.noWin', { number: settlement.number }))}
      </p>
      <LastNumbers label={t('roulette.lastNumbers')} numbers={last} />
    </div>
  );
}
