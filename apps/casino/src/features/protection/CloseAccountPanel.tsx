import { Button, ConfirmDialog, PasswordField } from '@casino/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api, session } from '../app';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import { closeAccountMessages as m } from './closeAccountMessages';
import * as styles from './protection.css';

/**
 * The contact form's "Account closing" as an action (issue 30): with the password, the account closes
 * at once (every session ends, the bonus is forfeited, the cash balance is sent back). `beforeClosing`
 * lets the form send the player's message first, while the session still stands, so support knows why.
 */
export function CloseAccountPanel({ beforeClosing }: { beforeClosing: () => Promise<void> }) {
  const t = useIntl().formatMessage;
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = async () => {
    setConfirming(false);
    setBusy(true);
    await beforeClosing();
    const result = await api.call('/sys/protection/close', { password });
    setBusy(false);
    if (!result.ok) return notify(result.message);
    notify(t(m.closed), 'positive');
    dialogs.close();
    await session.logout();
  };

  return (
    <div className={styles.closePanel}>
      <p>{t(m.intro)}</p>
      <PasswordField
        label={t(m.password)}
        showLabel={t(common.show)}
        hideLabel={t(common.hide)}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button variant="critical" disabled={password === '' || busy} onClick={() => setConfirming(true)}>
        {t(m.action)}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(m.sure)}
        message={t(m.intro)}
        confirmLabel={t(m.action)}
        cancelLabel={t(m.cancel)}
        tone="critical"
        onConfirm={() => void close()}
      />
    </div>
  );
}
