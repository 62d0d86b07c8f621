import { Button, PaymentPanel, PaymentStatus } from '@casino/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { api, session } from '../app';
import { useBonusField } from '../bonus/FirstDepositBonus';
import { useMoney } from '../money/money';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import { AmountField } from './AmountField';
import { stack } from './deposit.css';
import { amountFailure, type FlowProps, schedules, statusLabel, statusTone } from './depositRules';
import { depositMessages as m } from './messages';
import { depositStatus, finish, followDeposit, openPaymentWindow } from './paymentWindow';
import { type Schedule, startPolling, watchWindow } from './poller';
import { useFlowTimers } from './useFlowTimers';

type Frame = {
  url: string;
  poll: () => Promise<'true' | 'false' | string | undefined>;
  /** The deposit's id (STRIPE and PAYP name their order by it; PAYPAL_POLL answers it beside). */
  depositId?: string;
};

/**
 * The flows that hand the member to a provider's page (001 §4): STRIPE's hosted checkout and the
 * PayPal approval in an iframe in the pop-up, polled on the spec's schedule; Pix and PingPong in a new
 * window watched every 100 ms (and PAY_CLOSE), after which the session is refreshed.
 */
export function HostedFlow({ code, config, user }: FlowProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const writeMoney = useMoney();
  const bonusField = useBonusField();
  const timers = useFlowTimers();
  const [amount, setAmount] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [frame, setFrame] = useState<Frame | null>(null);
  const [waiting, setWaiting] = useState<{ depositId: string; brCode?: string } | null>(null);
  const [status, setStatus] = useState<number | null>(null);
  const loads = useRef(0);

  /**
   * A poll answer of the hosted checkout and PayPal: "true" success, "false" failure or cancellation
   * (the deposit's own status tells which, where the order id is the deposit's), else pending.
   */
  const outcome = async (answer: string | undefined, depositId?: string) => {
    if (answer === 'true') finish('payReturn');
    else if (answer === 'false') {
      const known = depositId === undefined ? undefined : await depositStatus(depositId);
      finish(known === 30 ? 'payCancel' : 'payError');
    } else return 'continue' as const;
    return 'done' as const;
  };

  const startFramePolling = (poll: Frame['poll'], schedule: Schedule, depositId?: string) =>
    timers.add(
      startPolling(
        schedule,
        async () => outcome(await poll(), depositId),
        () => finish('payCancel'),
      ),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failure = amountFailure(code, amount, config, writeMoney, undefined, user.currency);
    if (failure) return notify(t(failure.message, failure.values));
    const money = Number(amount ?? 0);
    setBusy(true);
    try {
      if (code === 'STRIPE') {
        const order = await api.call('/sys/deposit/stripe/depositOrder', {
          amount: money,
          paymentMethod: 'STRIPE',
          ...bonusField,
        });
        if (!order.ok) return notify(order.message);
        const { orderId } = order.data;
        return setFrame({
          url: order.data.iframe,
          depositId: orderId,
          poll: async () => {
            const answer = await api.call('/sys/stripe/findOrder', { orderId }, { loading: false });
            return answer.ok ? answer.data.status : undefined;
          },
        });
      }
      if (code === 'PAYP') {
        const order = await api.call('/sys/deposit/payp/depositOrder', {
          amount: money,
          paymentMethod: 'PAYP',
          ...bonusField,
        });
        if (!order.ok) return notify(order.message);
        const { orderId } = order.data;
        const poll = async () => {
          const answer = await api.call('/sys/payp/findOrder', { orderId }, { loading: false });
          return answer.ok ? answer.data.status : undefined;
        };
        // 001 §4: the order is polled every second from the start.
        startFramePolling(poll, schedules.paypal, orderId);
        return setFrame({ url: order.data.orderurl, poll, depositId: orderId });
      }
      if (code === 'PAYPAL_POLL') {
        const order = await api.call('/sys/deposit/paypal/depositOrder', {
          amount: money,
          paymentMethod: 'PAYPAL_POLL',
          ...bonusField,
        });
        if (!order.ok) return notify(order.message);
        const { c_site: cSite, biz_id: bizId, depositId } = order.data;
        return setFrame({
          url: `${cSite}/checkoutnow?token=${encodeURIComponent(bizId)}`,
          // A Cancel on PayPal answers "false" like a failure: the deposit's own status tells which.
          depositId,
          poll: async () => {
            const answer = await api.call('/sys/paypal/findOrder', { bizId, cSite }, { loading: false });
            return answer.ok ? answer.data.status : undefined;
          },
        });
      }
      const paymentWindow = openPaymentWindow();
      const order =
        code === 'PIX'
          ? await api.call('/sys/deposit/pix/depositOrder', {
              amount: money,
              paymentMethod: 'PIX',
              ...bonusField,
            })
          : await api.call('/sys/deposit/pingpong/depositOrder', {
              amount: money,
              paymentMethod: 'PINGPONG',
              ...bonusField,
            });
      if (!order.ok) {
        paymentWindow.close();
        return notify(order.message);
      }
      paymentWindow.go(order.data.payUrl);
      const { depositId } = order.data;
      const brCode = 'brCode' in order.data ? String(order.data.brCode) : undefined;
      setWaiting({ depositId, ...(brCode ? { brCode } : {}) });
      timers.add(
        watchWindow(paymentWindow.win, schedules.windowWatchMs, () => {
          void session.refresh();
          setStatus(0);
          timers.add(
            followDeposit(depositId, (known) => {
              if (known === 10) finish('payReturn');
              else setStatus(known);
            }),
          );
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  if (frame) {
    return (
      <div className={stack}>
        <PaymentStatus tone="waiting" message={t(m.confirming)} />
        <iframe
          title={t(m.title)}
          src={frame.url}
          style={{ width: '100%', height: 480, border: 0 }}
          onLoad={() => {
            loads.current += 1;
            // The second load is the provider sending the member back: the result is now polled.
            if (loads.current === 2 && code === 'STRIPE')
              startFramePolling(frame.poll, schedules.hosted, frame.depositId);
            if (loads.current === 2 && code === 'PAYPAL_POLL')
              startFramePolling(frame.poll, schedules.paypalPoll);
          }}
        />
      </div>
    );
  }

  if (waiting) {
    return (
      <div className={stack}>
        <PaymentStatus
          tone={status === null ? 'waiting' : statusTone(status)}
          message={t(status === null ? m.payInWindow : statusLabel(status))}
        />
        {waiting.brCode && (
          <PaymentPanel
            qrValue={waiting.brCode}
            qrLabel={t(m.qrLabel)}
            qrLoadingText={t(m.loadingQr)}
            fields={[{ label: t(m.pixCopyPaste), value: waiting.brCode }]}
            copyLabel={t(m.copy)}
            onCopied={() => notify(t(common.copySuccess), 'positive')}
            onCopyFailed={() => notify(t(common.copyFailed))}
          />
        )}
      </div>
    );
  }

  return (
    <form className={stack} onSubmit={submit} noValidate>
      <AmountField code={code} config={config} user={user} onValueChange={setAmount} />
      <Button type="submit" variant="primary" fullWidth disabled={busy}>
        {t(m.submit)}
      </Button>
    </form>
  );
}
