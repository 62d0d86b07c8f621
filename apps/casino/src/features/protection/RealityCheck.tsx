import type { components } from '@casino/api-client';
import { RealityCheckDialog } from '@casino/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { api, session } from '../app';
import { useMoney } from '../money/money';
import { dialogs } from '../shell/dialogs';
import { notify } from '../shell/notify';
import { minutesMessage } from './messages';
import { realityCheckMessages as m } from './realityCheckMessages';

type Summary = components['schemas']['SessionSummary'];

/**
 * The reality check over a real-money game (issue 30): when the interval the player chose has passed
 * the server holds the member's bets (the vendor refuses new rounds) and this dialog shows the session's
 * time and net position until the player answers.
 */
export function RealityCheck() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useMoney();
  const [summary, setSummary] = useState<Summary | null>(null);
  const [shown, setShown] = useState<Summary | null>(null);

  useEffect(() => {
    let live = true;
    void api.call('/sys/protection/session', undefined, { loading: false }).then((result) => {
      if (live && result.ok) setSummary(result.data);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const due = summary?.realityCheckDueAt;
    if (!due || shown) return;
    const timer = setTimeout(
      async () => {
        const held = await api.call('/sys/protection/realityCheck/hold', undefined, { loading: false });
        if (held.ok) setShown(held.data);
      },
      Math.max(0, new Date(due).getTime() - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [summary, shown]);

  const playOn = async () => {
    const result = await api.call('/sys/protection/realityCheck/continue');
    if (!result.ok) return notify(result.message);
    setShown(null);
    setSummary(result.data);
  };
  const history = () => {
    dialogs.close();
    window.location.hash = '#/statement';
  };
  const logOut = async () => {
    dialogs.close();
    await session.logout();
  };

  if (!shown) return null;
  const net = shown.net;
  return (
    <RealityCheckDialog
      open
      title={t(m.title)}
      message={t(m.message)}
      figures={[
        { id: 'time', label: t(m.time), value: t(minutesMessage, { count: shown.minutesPlayed }) },
        {
          id: 'net',
          label: t(m.net),
          value: money(net, { fell: net.startsWith('-') }),
          tone: net.startsWith('-') ? 'negative' : net === '0.00' ? undefined : 'positive',
        },
      ]}
      continueLabel={t(m.playOn)}
      historyLabel={t(m.history)}
      logoutLabel={t(m.logout)}
      onContinue={() => void playOn()}
      onHistory={history}
      onLogout={() => void logOut()}
    />
  );
}
