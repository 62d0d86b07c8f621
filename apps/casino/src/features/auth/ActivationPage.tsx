import { Button } from '@casino/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { api } from '../app';
import { useSession } from '../session/useSession';
import { dialogs } from '../shell/dialogs';
import { activationMessages } from './messages';

const route = getRouteApi('/activation');
type State = 'activating' | 'success' | 'failure';

export function ActivationPage() {
  const { token } = route.useSearch();
  const { user } = useSession();
  const [state, setState] = useState<State>(token ? 'activating' : 'failure');
  const [resent, setResent] = useState<'sent' | 'failed' | null>(null);

  useEffect(() => {
    if (!token) return;
    void api.call('/sys/member/mail/activate', { token }).then((result) => {
      setState(result.ok ? 'success' : 'failure');
    });
  }, [token]);

  const resend = async () => {
    const result = await api.call('/sys/member/mail/join/send', { id: user!.id });
    setResent(result.ok ? 'sent' : 'failed');
  };

  return (
    <section style={{ maxWidth: 520, margin: '0 auto' }}>
      <h1>
        <FormattedMessage {...activationMessages.title} />
      </h1>
      <p role="status">
        <FormattedMessage {...activationMessages[state]} />
      </p>
      {state === 'failure' &&
        (user ? (
          <Button variant="primary" onClick={resend}>
            <FormattedMessage {...activationMessages.resend} />
          </Button>
        ) : (
          <Button variant="primary" onClick={() => dialogs.open({ name: 'login' })}>
            <FormattedMessage {...activationMessages.loginToResend} />
          </Button>
        ))}
      {resent && (
        <p role="alert">
          <FormattedMessage
            {...(resent === 'sent' ? activationMessages.sendSuccessMsg : activationMessages.sendFailMsg)}
          />
        </p>
      )}
    </section>
  );
}
