import { Button, PasswordField, TextField } from '@casino/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, session } from '../app';
import { common } from '../shell/messages';
import { FacebookButton } from './facebook/FacebookButton';
import { authMessages as m } from './messages';
import { registrationMessages } from './registrationRules';

interface Props {
  onLoggedIn: () => void;
  onForgot: () => void;
  onJoin: () => void;
}

/** A new captcha ticket and its picture (a data URL), or undefined when it could not be drawn. */
async function drawCaptcha(): Promise<{ ticket: string; image: string } | undefined> {
  const ticket = crypto.randomUUID();
  const result = await api.call('/sys/member/verifyCode/image', { ticket });
  return result.ok ? { ticket, image: result.data as string } : undefined;
}

/**
 * Spec 000 §5: username then password required; any refusal shows the server's message only. Once
 * the server answers error 1 to a login whose fields are filled (too many failures for the account,
 * or a wrong captcha), the form shows a fresh captcha, sent with every later try.
 */
export function LoginForm({ onLoggedIn, onForgot, onJoin }: Props) {
  const intl = useIntl();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<{ ticket: string; image: string }>();
  const [verifyCode, setVerifyCode] = useState('');
  const [error, setError] = useState<{ field?: 'username' | 'password'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim())
      return setError({ field: 'username', message: intl.formatMessage(m.usernameRequired) });
    if (!password)
      return setError({
        field: 'password',
        message: intl.formatMessage(registrationMessages.passwordRequired),
      });
    setError(null);
    setBusy(true);
    const result = await api.call('/sys/auth/login', {
      username: username.trim(),
      password,
      type: 'MEMBER',
      ...(captcha ? { ticket: captcha.ticket, verifyCode } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      // A ticket is good for one try: every refusal draws a new picture once one was asked for.
      if (result.error === 1 || captcha) {
        setVerifyCode('');
        setCaptcha(await drawCaptcha());
      }
      return setError({ message: result.message });
    }
    session.login(result.data);
    onLoggedIn();
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage(m.username)}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={error?.field === 'username' ? error.message : undefined}
      />
      <PasswordField
        label={intl.formatMessage(m.password)}
        name="password"
        showLabel={intl.formatMessage(common.show)}
        hideLabel={intl.formatMessage(common.hide)}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error?.field === 'password' ? error.message : undefined}
      />
      {captcha && (
        <>
          <img src={captcha.image} alt={intl.formatMessage(m.verifyCodeImage)} width={150} height={50} />
          <TextField
            label={intl.formatMessage(m.verifyCode)}
            name="verifyCode"
            autoComplete="off"
            value={verifyCode}
            onChange={(event) => setVerifyCode(event.target.value)}
          />
        </>
      )}
      {error && !error.field && <p role="alert">{error.message}</p>}
      <Button type="submit" variant="primary" fullWidth disabled={busy}>
        <FormattedMessage {...common.login} />
      </Button>
      <FacebookButton />
      <Button variant="ghost" onClick={onForgot}>
        <FormattedMessage {...m.forgot} />
      </Button>
      <Button variant="ghost" onClick={onJoin}>
        <FormattedMessage {...m.noAccount} />
      </Button>
    </form>
  );
}
