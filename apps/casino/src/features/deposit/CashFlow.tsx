import { Button, PaymentStatus, QRCode } from '@casino/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { api, session } from '../app';
import { useBonusField } from '../bonus/FirstDepositBonus';
import { useMoney } from '../money/money';
import type { UserInfo } from '../session/session';
import { notify } from '../shell/notify';
import { AmountField } from './AmountField';
import { stack } from './deposit.css';
import { amountFailure, type DepositConfig, schedules } from './depositRules';
import { depositMessages as m } from './messages';
import { depositStatus } from './paymentWindow';
import { startPolling } from './poller';
import { useFlowTimers } from './useFlowTimers';

type Result = 'polling' | 'found' | 'declined' | 'cancelled' | 'expired' | 'notFound';

/** What the player reads for each ending: a declined, cancelled or expired order is not "not found". */
const resultMessages = {
  found: m.transactionSuccessful,
  declined: m.transferDeclined,
  cancelled: m.transferCancelled,
  expired: m.transferExpired,
  notFound: m.paymentNotFound,
} as const;

/** The deposit status (001 §4: 20 failed, 30 canceled, 40 expired) of an order that ended unpaid. */
function unpaidResult(status: number | undefined): Result {
  if (status === 20) return 'declined';
  if (status === 30) return 'cancelled';
  if (status === 40) return 'expired';
  return 'notFound';
}

interface Order {
  orderId: string;
  amount: string;
  discountAmount: string;
  qrAddress?: string;
}

/**
 * The cash app (001 §4): the amount, then the order's QR with the discounted amount against the
 * struck-through one and the member's name as the note; "I've made the transfer" polls every 2 s up
 * to 4 times. The spec's statuses read inverted: "false" is success, "true" not found.
 */
export function CashFlow({ config, user }: { config: DepositConfig; user: UserInfo }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const bonusField = useBonusField();
  const timers = useFlowTimers();
  const [amount, setAmount] = useState<string | null>(null);
  const [order, setOrder] = useState<Order | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const money = useMoney();
  const note = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failure = amountFailure('CASH', amount, config, money, undefined, user.currency);
    if (failure) return notify(t(failure.message, failure.values));
    const created = await api.call('/sys/deposit/cash/depositOrder', {
      depositAmount: Number(amount ?? 0),
      paymentMethod: 'CASH',
      ...bonusField,
    });
    if (!created.ok) return notify(created.message);
    setOrder(created.data);
    const image = await api.call('/sys/cash/getImg', { orderId: created.data.orderId }, { loading: false });
    if (image.ok) setOrder({ ...created.data, qrAddress: image.data.qrAddress });
  };

  const confirm = () => {
    if (!order) return;
    setResult('polling');
    timers.add(
      startPolling(
        schedules.cash,
        async () => {
          const found = await api.call('/sys/cash/findOrder', { orderId: order.orderId }, { loading: false });
          if (!found.ok || found.data.status === 'wait') return 'continue';
          if (found.data.status === 'false') {
            setResult('found');
            void session.refresh();
          } else {
            setResult(unpaidResult(await depositStatus(order.orderId)));
          }
          return 'done';
        },
        () => setResult('notFound'),
      ),
    );
  };

  if (order) {
    return (
      <div className={stack}>
        <QRCode value={order.qrAddress} label={t(m.qrLabel)} loadingText={t(m.loadingQr)} />
        <p>
          <strong>{money(order.discountAmount)}</strong> <s>{money(order.amount)}</s>
        </p>
        <p>{t(m.cashNote, { note })}</p>
        {result === null && (
          <Button variant="primary" fullWidth onClick={confirm}>
            {t(m.madeTransfer)}
          </Button>
        )}
        {result === 'polling' && <PaymentStatus tone="waiting" message={t(m.confirming)} />}
        {result !== null && result !== 'polling' && (
          <PaymentStatus
            tone={result === 'found' ? 'positive' : 'critical'}
            message={t(resultMessages[result])}
          />
        )}
      </div>
    );
  }

  return (
    <form className={stack} onSubmit={submit} noValidate>
      <AmountField code="CASH" config={config} user={user} onValueChange={setAmount} />
      <Button type="submit" variant="primary" fullWidth>
        {t(m.submit)}
      </Button>
    </form>
  );
}
