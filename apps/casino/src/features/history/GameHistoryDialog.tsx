import type { components } from '@casino/api-client';
import { AlertDialog, HistoryList, HistoryRow } from '@casino/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../app';
import { useMoney, useMoneyFormat } from '../money/money';
import { useSession } from '../session/useSession';
import { AppDialog } from '../shell/AppDialog';
import { common } from '../shell/messages';
import { fell, LOAD_WITHIN_PX, PAGE_SIZE, roundResult } from './historyRules';
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

  return (
    <AppDialog title={t(m.gameHistory)}>
      <HistoryList
        aria-label={t(m.gameHistory)}
        isEmpty={pages.rows.length === 0}
        emptyText={t(m.gameHistoryEmpty)}
        hasMore={!pages.last}
        loading={pages.loading}
        loadingText={t(common.loading)}
        endText={t(m.nomore)}
        threshold={LOAD_WITHIN_PX}
        onLoadMore={() => void pages.loadMore()}
      >
        {pages.rows.map((round) => {
          const result = roundResult(round.amount, round.winAmount);
          return (
            <HistoryRow
              key={round.id}
              thumbnail={round.cover}
              date={intl.formatDate(round.createTime, { dateStyle: 'medium', timeStyle: 'short' })}
              label={round.name}
              detail={t(roundDetail, { bet: money(round.amount), win: money(round.winAmount) })}
              amount={result}
              fell={fell(result)}
              {...moneyFormat}
            />
          );
        })}
      </HistoryList>
      <AlertDialog
        open={pages.failure !== null}
        onOpenChange={(open) => open || pages.clearFailure()}
        title={t(m.gameHistory)}
        message={pages.failure ?? ''}
        okLabel={t(common.ok)}
      />
    </AppDialog>
  );
}
