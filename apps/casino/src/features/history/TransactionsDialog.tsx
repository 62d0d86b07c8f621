import type { components } from '@casino/api-client';
import { HistoryRow } from '@casino/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../app';
import { exponentOf } from '../money/amounts';
import { useMoney, useMoneyFormat } from '../money/money';
import { useSession } from '../session/useSession';
import { HistoryDialog } from './HistoryDialog';
import { fell, PAGE_SIZE, transactionClassLabels, transactionTypeLabels } from './historyRules';
import { balanceAfter, historyMessages as m } from './messages';
import { usePages } from './usePages';

type Transaction = components['schemas']['Transaction'];

/** Spec 002 §2-§4: the member's ledger, newest first, 20 rows a page. */
export default function TransactionsDialog() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useSession();
  const fetchPage = useCallback(
    (pageNum: number) =>
      api.call('/sys/member/transaction/page', {
        amount_GT: 0,
        pageNum,
        pageSize: PAGE_SIZE,
        createTime_0: 'DESC',
      }),
    [],
  );
  const pages = usePages<Transaction>(fetchPage);
  const money = useMoney();
  const moneyFormat = useMoneyFormat();
  if (!user) return null;
  const exponent = exponentOf(user.currency);

  return (
    <HistoryDialog title={t(m.transactions)} emptyText={t(m.transactionsEmpty)} pages={pages}>
      {pages.rows.map((row) => (
        <HistoryRow
          key={row.id}
          date={intl.formatDate(row.createTime, { dateStyle: 'medium', timeStyle: 'short' })}
          label={`${t(transactionTypeLabels[row.type])} · ${t(transactionClassLabels[row.class])}`}
          detail={t(balanceAfter, { amount: money(row.balanceAfter) })}
          amount={row.amount}
          fell={fell(row.amount, exponent)}
          {...moneyFormat}
        />
      ))}
    </HistoryDialog>
  );
}
