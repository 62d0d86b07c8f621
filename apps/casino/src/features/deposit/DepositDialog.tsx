import { Button, PaymentMethodList } from '@casino/ui';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../app';
import {
  FirstDepositChoice,
  FirstDepositOfferContext,
  FirstDepositRefused,
  useFirstDepositOffer,
} from '../bonus/FirstDepositBonus';
import { useBonusSummary } from '../bonus/useBonusSummary';
import { protectionMessages } from '../protection/messages';
import { PlaySafeLink } from '../protection/PlaySafeLink';
import { useSession } from '../session/useSession';
import { AppDialog } from '../shell/AppDialog';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import { CardFlow } from './CardFlow';
import { CashFlow } from './CashFlow';
import { CryptoFlow } from './CryptoFlow';
import { stack } from './deposit.css';
import { type DepositConfig, flowOf, type MethodCode } from './depositRules';
import { HostedFlow } from './HostedFlow';
import { depositMessages as m } from './messages';

interface Method {
  code: MethodCode;
  name: string;
  icon?: string;
}

/**
 * The Deposit pop-up (001 §1-2): the method chooser (enabled, by sortIndex, visibility 0 plus 10 for a
 * member who has deposited, else 20), then the chosen method's flow with a change-method link.
 */
export default function DepositDialog() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useSession();
  const [methods, setMethods] = useState<Method[] | null>(null);
  const [config, setConfig] = useState<DepositConfig | null>(null);
  const [chosen, setChosen] = useState<MethodCode | null>(null);
  const location = useRouterState({ select: (state) => state.location.href });
  const [openedAt] = useState(location);
  const { offer: firstDeposit, refusal } = useFirstDepositOffer();
  const [bonusChosen, setBonusChosen] = useState(false);
  const { summary } = useBonusSummary();

  // A route change or the end of the session closes the pop-up, and with it every poll (useFlowTimers).
  useEffect(() => {
    if (location !== openedAt || !user) dialogs.close();
  }, [location, openedAt, user]);

  const credited = user?.credited === 1;
  useEffect(() => {
    let live = true;
    void Promise.all([
      api.call('/sys/depositPaymentMethod/listAll', {
        enabled: 1,
        visibility_IN: [0, credited ? 10 : 20],
        sortIndex_0: 'ASC',
      }),
      api.call('/sys/member/deposit/config'),
    ]).then(([list, settings]) => {
      if (!live) return;
      if (!list.ok) notify(t(common.serverBusy));
      if (!settings.ok) notify(settings.message);
      setMethods(
        list.ok ? list.data.map(({ code, name, icon }) => ({ code, name, ...(icon ? { icon } : {}) })) : [],
      );
      // Without the operator's settings the spec's defaults still let the member deposit (001 §9).
      setConfig(
        settings.ok
          ? settings.data
          : { minimumAmount: '10.00', paymentAmounts: '', paymentAllowManualInput: 1 },
      );
    });
    return () => {
      live = false;
    };
  }, [credited, t]);

  if (!user) return null;
  const method = methods?.find((item) => item.code === chosen);
  const back = (
    <Button variant="ghost" size="small" onClick={() => setChosen(null)}>
      {t(m.changeMethod)}
    </Button>
  );

  return (
    <AppDialog title={method ? method.name : t(m.title)} size="medium">
      <FirstDepositOfferContext.Provider
        value={firstDeposit ? { offer: firstDeposit, chosen: bonusChosen } : null}
      >
        <div className={stack}>
          {refusal && <FirstDepositRefused reason={refusal} />}
          {firstDeposit && (
            <FirstDepositChoice
              offer={firstDeposit}
              chosen={bonusChosen}
              onChosenChange={setBonusChosen}
              signUpActive={summary?.current?.kind === 'SIGN_UP'}
            />
          )}
          {method && config ? (
            <div className={stack}>
              {flowOf[method.code] === 'card' && <CardFlow code={method.code} config={config} user={user} />}
              {(flowOf[method.code] === 'hosted' ||
                flowOf[method.code] === 'paypal' ||
                flowOf[method.code] === 'window') && (
                <HostedFlow code={method.code} config={config} user={user} />
              )}
              {flowOf[method.code] === 'cash' && <CashFlow config={config} user={user} />}
              {flowOf[method.code] === 'crypto' && (
                <CryptoFlow code={method.code} config={config} user={user} />
              )}
              {back}
            </div>
          ) : (
            <PaymentMethodList
              label={t(m.chooseMethod)}
              methods={methods ?? []}
              loading={methods === null || config === null}
              loadingText={t(m.loadingMethods)}
              emptyText={t(m.noMethods)}
              onValueChange={(code) => setChosen(code as MethodCode)}
            />
          )}
          <PlaySafeLink lead={t(protectionMessages.cashierLead)} />
        </div>
      </FirstDepositOfferContext.Provider>
    </AppDialog>
  );
}
