import { AlertDialog, Button, CardForm as CardFields, PaymentStatus } from '@casino/ui';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { api, session } from '../app';
import { useBonusField } from '../bonus/FirstDepositBonus';
import { useMoney } from '../money/money';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import { AmountField } from './AmountField';
import { stack } from './deposit.css';
import {
  amountFailure,
  type CardForm,
  cardFailure,
  cardPayload,
  type Failure,
  type FlowProps,
  schedules,
  statusLabel,
  statusTone,
} from './depositRules';
import { depositMessages as m } from './messages';
import { followDeposit, openPaymentWindow } from './paymentWindow';
import { watchWindow } from './poller';
import { useFlowTimers } from './useFlowTimers';

const empty: CardForm = {
  cardNum: '',
  cardCvv: '',
  expireMonth: '',
  expireYear: '',
  cardFirstName: '',
  cardLastName: '',
  cardCountry: '',
  cardState: '',
  cardCity: '',
  cardAddress: '',
  cardPostalCode: '',
  cardEmail: '',
  cardMobile: '',
};

/**
 * The card forms (001 §4): VISA_MASTERCARD charges at once (3-D Secure in a window), VISA_MASTERCARD_1
 * creates the deposit then pays it, ONLY_PAY and CPAY open the provider's page in a new window.
 */
export function CardFlow({ code, config, user }: FlowProps) {
  const t = useIntl().formatMessage;
  const writeMoney = useMoney();
  const bonusField = useBonusField();
  const timers = useFlowTimers();
  const [amount, setAmount] = useState<string | null>('200');
  const [form, setForm] = useState<CardForm>(empty);
  const [busy, setBusy] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const [challenge, setChallenge] = useState<{ payUrl: string; depositId: string } | null>(null);

  useEffect(() => {
    let live = true;
    void api.call('/sys/deposit/creditcard/billingInfo').then((info) => {
      if (!live) return;
      if (!info.ok) return notify(t(common.serverBusy));
      setForm((current) => {
        const next = { ...current };
        for (const [key, value] of Object.entries(info.data)) {
          if (typeof value === 'string' && key in next) next[key as keyof CardForm] = value;
        }
        return next;
      });
    });
    return () => {
      live = false;
    };
  }, [t]);

  const say = (failure: Failure) => notify(t(failure.message, failure.values));

  const succeeded = () => {
    notify(t(m.depositSuccessfully), 'positive');
    void session.refresh();
    dialogs.close();
  };

  /** After the provider's window: the result as the server learns it (a webhook may still be on its way). */
  const followWindow = (win: Window | null, depositId: string) => {
    timers.add(
      watchWindow(win, schedules.windowWatchMs, () => {
        void session.refresh();
        timers.add(
          followDeposit(depositId, (status) => {
            if (status === 10) return succeeded();
            setPending(status === 0 ? -1 : status);
          }),
        );
      }),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failure =
      amountFailure(code, amount, config, writeMoney, undefined, user.currency) ?? cardFailure(form);
    if (failure) return say(failure);
    const payload = { ...cardPayload(form, Number(amount ?? 0), code), ...bonusField } as ReturnType<
      typeof cardPayload
    > & { paymentMethod: 'CPAY'; bonus: 0 | 1 };
    const opensWindow = code === 'ONLY_PAY' || code === 'CPAY';
    const paymentWindow = opensWindow ? openPaymentWindow() : undefined;
    setBusy(true);
    try {
      if (code === 'VISA_MASTERCARD') {
        const answer = await api.call('/sys/deposit/creditcard/deposit', payload);
        if (!answer.ok) return setWarning(answer.message);
        if (answer.data.status === 10) return succeeded();
        const { payUrl, depositId } = answer.data;
        if (payUrl) {
          // 3-D Secure: the bank's challenge in its own window; a blocked pop-up gets a button to open it.
          const win = window.open(payUrl, '_blank');
          if (win === null) return setChallenge({ payUrl, depositId });
          followWindow(win, depositId);
          return setPending(0);
        }
        return setPending(answer.data.status);
      }
      if (code === 'VISA_MASTERCARD_1') {
        const created = await api.call('/sys/deposit/cattl/deposit', payload);
        if (!created.ok) return setWarning(created.message);
        const paid = await api.call('/sys/cattl/pay', { depositId: created.data.id });
        if (!paid.ok) return setWarning(paid.message);
        return paid.data.status === 10 ? succeeded() : setPending(paid.data.status);
      }
      const answer =
        code === 'ONLY_PAY'
          ? await api.call('/sys/deposit/onlyPay/deposit', payload)
          : await api.call('/sys/deposit/cpay/depositOrder', payload);
      if (!answer.ok) {
        paymentWindow?.close();
        return setWarning(answer.message);
      }
      paymentWindow?.go(answer.data.payUrl);
      followWindow(paymentWindow?.win ?? null, answer.data.depositId);
      setPending(0);
    } finally {
      setBusy(false);
    }
  };

  if (challenge !== null) {
    return (
      <div className={stack}>
        <PaymentStatus tone="waiting" message={t(m.windowBlocked)} />
        <Button
          variant="primary"
          fullWidth
          onClick={() => {
            followWindow(window.open(challenge.payUrl, '_blank'), challenge.depositId);
            setChallenge(null);
            setPending(0);
          }}
        >
          {t(m.openWindow)}
        </Button>
      </div>
    );
  }

  if (pending !== null) {
    return (
      <PaymentStatus
        tone={pending === 0 ? 'waiting' : statusTone(pending)}
        message={t(pending === 0 ? m.payInWindow : statusLabel(pending))}
      />
    );
  }

  const year = new Date().getFullYear();
  return (
    <form className={stack} onSubmit={submit} noValidate>
      <AmountField code={code} config={config} user={user} onValueChange={setAmount} defaultShortcut={200} />
      <CardFields
        values={form}
        onValueChange={(field, value) => setForm({ ...form, [field]: value })}
        labels={{
          cardNum: t(m.cardNumber),
          cardCvv: t(m.cvv),
          expireMonth: t(m.expireMonth),
          expireYear: t(m.expireYear),
          cardFirstName: t(m.firstName),
          cardCountry: t(m.country),
          cardState: t(m.state),
          cardCity: t(m.city),
          cardAddress: t(m.address),
          cardPostalCode: t(m.postalCode),
        }}
        tip={t(m.onlyMastercard)}
        years={Array.from({ length: 11 }, (_, i) => String(year + i))}
        disabled={busy}
      />
      <p>
        {t(m.terms, {
          terms: (text: ReactNode) => <a href="#/bonus/terms">{text}</a>,
          privacy: (text: ReactNode) => <a href="#/myAccount/privacyPolicy">{text}</a>,
        })}
      </p>
      <Button type="submit" variant="primary" fullWidth disabled={busy}>
        {t(m.submit)}
      </Button>
      <AlertDialog
        open={warning !== null}
        onOpenChange={(open) => open || setWarning(null)}
        title={t(m.warning)}
        message={warning ?? ''}
        okLabel={t(common.ok)}
      />
    </form>
  );
}
