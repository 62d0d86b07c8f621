import { Button, CoinPicker, PaymentPanel, PaymentStatus } from '@casino/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { api, session } from '../app';
import { useBonusField } from '../bonus/FirstDepositBonus';
import { useMoney } from '../money/money';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import { AmountField } from './AmountField';
import { CryptoShortfall, type Shortfall } from './CryptoShortfall';
import { stack } from './deposit.css';
import {
  amountFailure,
  coinsOf,
  coinsShown,
  type FlowProps,
  schedules,
  statusLabel,
  statusTone,
} from './depositRules';
import { depositMessages as m } from './messages';
import { startPolling } from './poller';
import { useFlowTimers } from './useFlowTimers';

interface Transfer {
  depositId: string;
  coin: string;
  address: string;
  coinAmount: string;
  link?: string;
}

/** The wallet URI of the deposit's coin (what its QR code encodes): for what is still due, once part arrived. */
async function walletLink(depositId: string, coin: string): Promise<string | undefined> {
  const qr = await api.call(
    '/sys/deposit/crypto/qrcode',
    { transactionId: depositId, coinName: coin as 'btc' },
    { loading: false },
  );
  return qr.ok ? qr.data.qrAddress : undefined;
}

/**
 * Crypto (001 §4): a coin and an amount, then the address and the exact coin amount with a QR code
 * and copy buttons; "I'VE MADE THE TRANSFER" polls every 2 s until status 10 (the success view, a
 * purchase event, a session refresh). Closing the pop-up stops the polling. A part payment is shown
 * as it stands (issue 32 §4): the amount and the QR code become what is still to send.
 */
export function CryptoFlow({ code, config, user }: FlowProps) {
  const t = useIntl().formatMessage;
  const writeMoney = useMoney();
  const bonusField = useBonusField();
  const timers = useFlowTimers();
  const coins = code === 'CRYPT' ? coinsOf.CRYPT : coinsOf.CRYPTO;
  const [coin, setCoin] = useState<string>(code === 'CRYPT' ? '' : coins[0][0]);
  const [amount, setAmount] = useState<string | null>(null);
  const [transfer, setTransfer] = useState<Transfer | null>(null);
  const [status, setStatus] = useState<number | null>(null);
  const [shortfall, setShortfall] = useState<Shortfall | undefined>(undefined);
  const missing = shortfall?.outcome === 'sendTheRest' ? shortfall.missing : undefined;

  const depositId = transfer?.depositId;
  useEffect(() => {
    if (depositId === undefined || missing === undefined) return;
    let current = true;
    void walletLink(depositId, coin).then((link) => {
      if (current && link !== undefined) setTransfer((now) => (now ? { ...now, link } : now));
    });
    return () => {
      current = false;
    };
  }, [depositId, coin, missing]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failure = amountFailure(code, amount, config, writeMoney, coin, user.currency);
    if (failure) return notify(t(failure.message, failure.values));
    let next: Transfer;
    if (code === 'CRYPT') {
      const order = await api.call('/sys/deposit/crypt/depositOrder', {
        // A decimal string: whole units for fiat, up to 8 decimals for a BTC account (issue 25).
        amount: amount ?? '0',
        depositCurrency: coin as 'btc',
        ...bonusField,
      });
      if (!order.ok) return notify(order.message);
      next = {
        depositId: order.data.depositId,
        coin,
        address: order.data.address,
        coinAmount: order.data.coinNum,
      };
    } else {
      // Whole units of fiat (the picker takes digits only there): exact as a number.
      const order = await api.call('/sys/deposit/crypto/deposit', {
        amount: Number(amount ?? 0),
        ...bonusField,
      });
      if (!order.ok) return notify(order.message);
      const key = coin as 'bitcoin';
      next = {
        depositId: order.data.depositId,
        coin,
        address: order.data.addresses[key] ?? '',
        coinAmount: order.data.pricing[key]?.amount ?? '',
      };
    }
    setTransfer(next);
    const link = await walletLink(next.depositId, coin);
    if (link !== undefined) setTransfer({ ...next, link });
  };

  const transferred = () => {
    if (!transfer) return;
    setStatus(0);
    timers.add(
      startPolling(schedules.crypto, async () => {
        const answer = await api.call(
          '/sys/deposit/crypto/status',
          { id: transfer.depositId },
          { loading: false },
        );
        if (!answer.ok) return 'continue';
        const known = answer.data.status;
        setStatus(known);
        setShortfall(answer.data.shortfall);
        if (known !== 10) return known === 20 || known === 30 || known === 40 ? 'done' : 'continue';
        window.dispatchEvent(
          new CustomEvent('casino:purchase', { detail: { depositId: transfer.depositId } }),
        );
        void session.refresh();
        return 'done';
      }),
    );
  };

  if (transfer && status === 10) {
    return (
      <div className={stack}>
        <PaymentStatus tone="positive" message={t(m.statusSuccessful)} />
        <Button variant="primary" fullWidth onClick={dialogs.close}>
          {t(m.closeLabel)}
        </Button>
      </div>
    );
  }

  // Past the time to pay: nothing more should go to the address, so it is no longer shown.
  if (transfer && shortfall?.outcome === 'heldForReview') {
    return (
      <div className={stack}>
        <CryptoShortfall shortfall={shortfall} />
        <Button variant="primary" fullWidth onClick={dialogs.close}>
          {t(m.closeLabel)}
        </Button>
      </div>
    );
  }

  if (transfer) {
    const due = missing ?? transfer.coinAmount;
    return (
      <PaymentPanel
        {...(transfer.link === undefined ? {} : { qrValue: transfer.link })}
        qrLabel={t(m.qrLabel)}
        qrLoadingText={t(m.loadingQr)}
        fields={[
          { label: t(m.cryptoAddress), value: transfer.address },
          { label: t(m.cryptoAmount), value: due, shown: coinsShown(due, 'up') },
        ]}
        copyLabel={t(m.copy)}
        onCopied={() => notify(t(common.copySuccess), 'positive')}
        onCopyFailed={() => notify(t(common.copyFailed))}
      >
        {status === null ? (
          <Button variant="primary" fullWidth onClick={transferred}>
            {t(m.cryptoTransfer)}
          </Button>
        ) : shortfall ? (
          <CryptoShortfall shortfall={shortfall} />
        ) : (
          <PaymentStatus
            tone={statusTone(status)}
            message={t(status === 0 ? m.cryptoWaiting : statusLabel(status))}
          />
        )}
      </PaymentPanel>
    );
  }

  return (
    <form className={stack} onSubmit={submit} noValidate>
      <CoinPicker
        label={t(m.coin)}
        coins={coins.map(([value, label]) => ({ value, label }))}
        {...(coin ? { value: coin } : {})}
        onValueChange={setCoin}
      />
      <AmountField code={code} config={config} user={user} onValueChange={setAmount} />
      <Button type="submit" variant="primary" fullWidth>
        {t(m.submit)}
      </Button>
    </form>
  );
}
