import { Button, sprinkles, TextField } from '@casino/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, session } from '../../app';
import { AppDialog } from '../../shell/AppDialog';
import { dialogs } from '../../shell/dialogs';
import { notify } from '../../shell/notify';
import { authMessages, socialMessages as m } from '../messages';
import { registrationMessages } from '../registrationRules';
import { FacebookButton } from './FacebookButton';

const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' });
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Step = 'checking' | 'email' | 'failed';

/**
 * The way back from Facebook's login dialog: the token goes to faceBookRegister, which signs the
 * player up or in as the person Facebook names. When Facebook gave no e-mail the server asks for one
 * (error 1), and this dialog asks the player, in the spec's order (000 §5: required, then valid).
 * Opened without a token (a link), it offers the Facebook button.
 */
export default function FacebookSignUpDialog({ accessToken }: { accessToken?: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [step, setStep] = useState<Step>(accessToken ? 'checking' : 'failed');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const sent = useRef(false);

  const send = async (fields: { email?: string }) => {
    if (!accessToken) return;
    setBusy(true);
    const answer = await api.call('/sys/auth/faceBookRegister', { accessToken, ...fields });
    setBusy(false);
    if (answer.ok) {
      session.login(answer.data);
      // Spec 000 §4: the token is refreshed 1 s after registration.
      setTimeout(() => void session.refresh(), 1000);
      dialogs.close();
      return;
    }
    notify(answer.message || t(m.failed));
    // Error 1: something the player must give (the e-mail Facebook kept back); else start again.
    setStep(answer.error === 1 ? 'email' : 'failed');
  };

  useEffect(() => {
    // Once, though strict mode mounts twice: a token opens one account or session.
    if (sent.current) return;
    sent.current = true;
    void send({});
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return notify(t(registrationMessages.emailRequired));
    if (!emailPattern.test(email.trim())) return notify(t(registrationMessages.emailInvalid));
    void send({ email: email.trim() });
  };

  return (
    <AppDialog title={<FormattedMessage {...m.title} />} size="small">
      <div className={stack}>
        {step === 'checking' && (
          <p role="status">
            <FormattedMessage {...m.checking} />
          </p>
        )}
        {step === 'email' && (
          <form onSubmit={submit} noValidate aria-busy={busy} className={stack}>
            <p>
              <FormattedMessage {...m.emailNeeded} />
            </p>
            <TextField
              label={t(authMessages.email)}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" variant="primary" fullWidth disabled={busy}>
              <FormattedMessage {...m.submit} />
            </Button>
          </form>
        )}
        {step === 'failed' && <FacebookButton />}
      </div>
    </AppDialog>
  );
}
