import type { CallData } from '@casino/api-client';
import { Amount, type BankingMethod, BankingMethodList, KeyFigures, sprinkles } from '@casino/ui';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../app';
import { smallestAmount } from '../cashout/cashoutRules';
import { exponentOf } from '../money/amounts';
import { useMoney, useMoneyFormat } from '../money/money';
import { useSession } from '../session/useSession';
import { AppDialog } from '../shell/AppDialog';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import { bankingMessages as m } from './messages';
import { processingTimeText } from './processingTime';

interface Banking {
  depositMethods: CallData<'/sys/depositPaymentMethod/listAll'>;
  depositConfig: CallData<'/sys/member/deposit/config'>;
  cashoutMethods: CallData<'/base/cashoutPaymentMethod/listAll'>;
  withdrawConfig: CallData<'/sys/member/withdraw/config'>;
  totals: CallData<'/sys/member/banking/totals'>;
}

const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' });

/** Everything the pop-up shows, asked at once; the first refusal is the one told. */
async function loadBanking(credited: boolean) {
  const [depositMethods, depositConfig, cashoutMethods, withdrawConfig, totals] = await Promise.all([
    // Spec 001 §2: 0 always, plus 10 for a member who has deposited, else 20 (the server applies it too).
    api.call('/sys/depositPaymentMethod/listAll', {
      enabled: 1,
      visibility_IN: [0, credited ? 10 : 20],
      sortIndex_0: 'ASC',
    }),
    api.call('/sys/member/deposit/config'),
    api.call('/base/cashoutPaymentMethod/listAll', { enabled: 1, sortIndex_0: 'ASC' }),
    api.call('/sys/member/withdraw/config'),
    api.call('/sys/member/banking/totals'),
  ]);
  for (const result of [depositMethods, depositConfig, cashoutMethods, withdrawConfig, totals]) {
    if (!result.ok) return { ok: false as const, message: result.message };
  }
  return {
    ok: true as const,
    data: {
      depositMethods: depositMethods.ok ? depositMethods.data : [],
      depositConfig: depositConfig.ok ? depositConfig.data : undefined,
      cashoutMethods: cashoutMethods.ok ? cashoutMethods.data : [],
      withdrawConfig: withdrawConfig.ok ? withdrawConfig.data : undefined,
      totals: totals.ok ? totals.data : undefined,
    } as Banking,
  };
}

/** Banking (spec 000 §2): the member's methods both ways with their limits and times, and their totals. */
export default function BankingDialog() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useSession();
  const money = useMoney();
  const format = useMoneyFormat();
  const [banking, setBanking] = useState<Banking | null>(null);
  const credited = user?.credited === 1;

  useEffect(() => {
    let live = true;
    void loadBanking(credited).then((result) => {
      if (!live) return;
      if (result.ok) setBanking(result.data);
      else notify(result.message);
    });
    return () => {
      live = false;
    };
  }, [credited]);

  const range = (minimum: number | string, maximum: number | string) =>
    `${money(String(minimum))} – ${money(String(maximum))}`;

  const depositMethods: BankingMethod[] = banking
    ? banking.depositMethods.map((method) => ({
        code: method.code,
        name: method.name,
        icon: method.icon,
        limits: range(banking.depositConfig.minimumAmount, banking.depositConfig.maximumAmount ?? 5000),
        time: processingTimeText(intl, method.processingTime),
      }))
    : [];
  const cashoutMethods: BankingMethod[] = banking
    ? banking.cashoutMethods.map((method) => ({
        code: method.code,
        name: method.name,
        icon: method.icon,
        limits: range(
          smallestAmount(banking.withdrawConfig, exponentOf(user?.currency)),
          banking.withdrawConfig.maximumAmount,
        ),
        time: processingTimeText(intl, method.processingTime),
      }))
    : [];

  return (
    <AppDialog title={<FormattedMessage {...m.title} />} size="large">
      {!banking ? (
        <p role="status">
          <FormattedMessage {...common.loading} />
        </p>
      ) : (
        <div className={stack}>
          <p>
            <FormattedMessage {...m.intro} />
          </p>
          <KeyFigures
            aria-label={t(m.totals)}
            figures={[
              {
                id: 'deposited',
                label: t(m.deposited),
                value: <Amount value={banking.totals.deposited} {...format} />,
              },
              {
                id: 'withdrawn',
                label: t(m.withdrawn),
                value: <Amount value={banking.totals.withdrawn} {...format} />,
              },
              {
                id: 'pending',
                label: t(m.pending),
                value: <Amount value={banking.totals.pendingWithdrawal} {...format} />,
              },
            ]}
          />
          <BankingMethodList
            title={t(m.depositMethods)}
            methods={depositMethods}
            limitsLabel={t(m.limits)}
            timeLabel={t(m.time)}
            emptyText={t(m.none)}
          />
          <BankingMethodList
            title={t(m.cashoutMethods)}
            methods={cashoutMethods}
            limitsLabel={t(m.limits)}
            timeLabel={t(m.time)}
            emptyText={t(m.none)}
          />
          <p className={sprinkles({ fontSize: 'small' })}>
            <FormattedMessage {...m.cashoutTimeNote} />
          </p>
        </div>
      )}
    </AppDialog>
  );
}
