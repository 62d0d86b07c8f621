import { AlertDialog, Button, sprinkles } from '@casino/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../app';
import { useSession } from '../session/useSession';
import { AppDialog } from '../shell/AppDialog';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import { activationMessages, activationPromptText, activationPromptMessages as m } from './messages';

const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' });

/**
 * The e-mail activation prompt (spec 000 §2, 002 §2) for a member who has not activated: the mail can
 * be sent again (002 §8: activate.sendSuccessMsg in a dialog with OK, activate.sendFailMsg), and its
 * button closes it and opens login, since logging in again after following the link is what brings
 * the activated account into this page.
 */
export default function ActivationPromptDialog() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  if (!user) return null;

  const resend = async () => {
    setBusy(true);
    const result = await api.call('/sys/member/mail/join/send', { id: user.id });
    setBusy(false);
    if (result.ok) setSent(true);
    else notify(t(activationMessages.sendFailMsg));
  };

  return (
    <AppDialog title={<FormattedMessage {...m.title} />} size="small">
      <div className={stack}>
        <p>
          <FormattedMessage {...activationPromptText} values={{ email: user.email ?? '' }} />
        </p>
        <Button variant="secondary" fullWidth disabled={busy} onClick={() => void resend()}>
          <FormattedMessage {...activationMessages.resend} />
        </Button>
        <Button variant="primary" fullWidth onClick={() => dialogs.open({ name: 'login' })}>
          <FormattedMessage {...m.login} />
        </Button>
      </div>
      <AlertDialog
        open={sent}
        onOpenChange={setSent}
        title={t(m.title)}
        message={t(activationMessages.sendSuccessMsg)}
        okLabel={t(common.ok)}
      />
    </AppDialog>
  );
}
