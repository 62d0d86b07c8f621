import type { components } from '@casino/api-client';
import { HistoryRow } from '@casino/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../app';
import { exponentOf } from '../money/amounts';
import { useMoney, useMoneyFormat } from '../money/money';
import { useSession } from '../session/useSession';
import { HistoryDialog } from './HistoryDialog';
import { fell, PAGE_SIZE, roundResult } from './historyRules';
import { historyMessages as m, roundDetail } from './messages';
import { usePages } from './usePages';

type Round = components['schemas']['GameHistoryItem'];

/** Spec 002 §2-§4: the member's played rounds, newest first, 20 a page, each with its result. */
export default function GameHistoryDialog() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useSession();
  const fetchPage = useCallback(
    (pageNum: number) =>
      // amount_GT 0 leaves out rounds without a stake (spec 002 §7).
      api.call('/sys/game/history/page', {
        amount_GT: 0,
        pageNum,
        pageSize: PAGE_SIZE,
        createTime_0: 'DESC',
      }),
    [],
  );
  const pages = usePages<Round>(fetchPage);
  const money = useMoney();
  const moneyFormat = useMoneyFormat();
  if (!user) return null;
  const exponent = exponentOf(user.currency);

  return (
    <HistoryDialog title={t(m.gameHistory)} emptyText={t(m.gameHistoryEmpty)} pages={pages}>
      {pages.rows.map((round) => {
        const result = roundResult(round.amount, round.winAmount, exponent);
        return (
          <HistoryRow
            key={round.id}
            thumbnail={round.cover}
            date={intl.formatDate(round.createTime, { dateStyle: 'medium', timeStyle: 'short' })}
            label={round.name}
            detail={t(roundDetail, { bet: money(round.amount), win: money(round.winAmount) })}
            amount={result}
            fell={fell(result, exponent)}
            {...moneyFormat}
          />
        );
      })}
    </HistoryDialog>
  );
}
