import type { components } from '@casino/api-client';
import { AlertDialog, ConfirmDialog, formatMoney, HistoryList, HistoryRow } from '@casino/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { api, session } from '../app';
import { useSession } from '../session/useSession';
import { AppDialog } from '../shell/AppDialog';
import { common } from '../shell/messages';
import { cancellable, withdrawStatusLabels } from './cashoutRules';
import { cancelMessage, cashoutNumber, cashoutMessages as m } from './messages';

type WithdrawRecord = components['schemas']['WithdrawRecord'];

/** Spec 002 §9: history pages hold 20 rows. */
const PAGE_SIZE = 20;

interface Pages {
  rows: WithdrawRecord[];
  next: number;
  last: boolean;
  loading: boolean;
}

/** Spec 002 §2-§4: the member's cash-outs, newest first, a page at a time; pending ones can be cancelled. */
export default function CashoutHistoryDialog() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useSession();
  const [pages, setPages] = useState<Pages>({ rows: [], next: 1, last: false, loading: true });
  const [methodNames, setMethodNames] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<WithdrawRecord | null>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const pagesRef = useRef(pages);
  pagesRef.current = pages;
  const memberId = user?.id;

  const loadMore = useCallback(async () => {
    const { next, last } = pagesRef.current;
    if (inFlight.current || last || memberId === undefined) return;
    inFlight.current = true;
    setPages((current) => ({ ...current, loading: true }));
    // Spec 002 §6-§7: the member id comes from the stored user info, newest first.
    const result = await api.call('/sys/withdraw/listPage', {
      memberId,
      pageNum: next,
      pageSize: PAGE_SIZE,
      createTime_0: 'DESC',
    });
    inFlight.current = false;
    if (!result.ok) {
      // Spec 002 §8: a history failure shows the server's message; paging stops until the next open.
      setFailure(result.message);
      return setPages((current) => ({ ...current, loading: false, last: true }));
    }
    setPages((current) => {
      const known = new Set(current.rows.map((row) => row.id));
      // The contract narrows Page.content with allOf, which the generated type leaves as unknown[].
      const content = result.data.content as WithdrawRecord[];
      const fresh = content.filter((row) => !known.has(row.id));
      return { rows: [...current.rows, ...fresh], next: next + 1, last: result.data.last, loading: false };
    });
  }, [memberId]);

  useEffect(() => {
    void loadMore();
    void api.call('/base/cashoutPaymentMethod/listAll', {}, { loading: false }).then((result) => {
      if (result.ok) setMethodNames(Object.fromEntries(result.data.map(({ code, name }) => [code, name])));
    });
  }, [loadMore]);

  if (!user) return null;

  const cancel = async (record: WithdrawRecord) => {
    setCancelling(record.id);
    const result = await api.call('/sys/withdraw/cancel', { id: record.id });
    setCancelling(null);
    if (!result.ok) return setFailure(result.message);
    setPages((current) => ({
      ...current,
      rows: current.rows.map((row) => (row.id === record.id ? result.data : row)),
    }));
    // Spec 002 §4: the amount is back on the balance, so the session (and the top bar) refreshes.
    await session.refresh();
  };

  return (
    <AppDialog title={t(m.history)}>
      <HistoryList
        aria-label={t(m.history)}
        isEmpty={pages.rows.length === 0}
        emptyText={t(m.empty)}
        hasMore={!pages.last}
        loading={pages.loading}
        loadingText={t(common.loading)}
        endText={t(m.nomore)}
        onLoadMore={() => void loadMore()}
      >
        {pages.rows.map((record) => (
          <HistoryRow
            key={record.id}
            date={intl.formatDate(record.createTime, { dateStyle: 'medium', timeStyle: 'short' })}
            label={[
              t(cashoutNumber, { id: record.id }),
              methodNames[record.paymentMethod] ?? record.paymentMethod,
              record.accountHint,
              record.currency,
            ]
              .filter(Boolean)
              .join(' · ')}
            amount={record.amount}
            currency={record.currency}
            locale={intl.locale}
            fell
            status={{
              kind: 'withdraw',
              status: record.status,
              label: t(withdrawStatusLabels[record.status]),
            }}
            cancel={
              cancellable(record.status)
                ? {
                    label: t(m.cancel),
                    pending: cancelling === record.id,
                    onCancel: () => setConfirming(record),
                  }
                : undefined
            }
          />
        ))}
      </HistoryList>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => open || setConfirming(null)}
        title={t(m.cancelTitle)}
        message={
          confirming
            ? t(cancelMessage, {
                amount: formatMoney(confirming.amount, {
                  currency: confirming.currency,
                  locale: intl.locale,
                }),
              })
            : ''
        }
        confirmLabel={t(m.cancel)}
        cancelLabel={t(m.keep)}
        tone="critical"
        onConfirm={() => confirming && void cancel(confirming)}
      />
      <AlertDialog
        open={failure !== null}
        onOpenChange={(open) => open || setFailure(null)}
        title={t(m.history)}
        message={failure ?? ''}
        okLabel={t(common.ok)}
      />
    </AppDialog>
  );
}
