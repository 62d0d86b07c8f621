import { Button, PasswordField, TextField } from '@casino/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { defineMessages } from 'react-intl';
import { api } from '../features/data/api';
import { t } from '../features/i18n/i18n';
import { Page, Problem } from '../features/layout/Page';
import { session } from '../features/session/session';

const m = defineMessages({
  backOfficeSignIn: { id: 'login.backOfficeSignIn', defaultMessage: 'Back office sign-in' },
  username: { id: 'login.username', defaultMessage: 'Username' },
  password: { id: 'login.password', defaultMessage: 'Password' },
  showPassword: { id: 'login.showPassword', defaultMessage: 'Show password' },
  hidePassword: { id: 'login.hidePassword', defaultMessage: 'Hide password' },
  authenticatorCode: { id: 'login.authenticatorCode', defaultMessage: 'Authenticator code' },
  signIn: { id: 'login.signIn', defaultMessage: 'Sign in' },
  yourSessionEndedSignIn: {
    id: 'login.yourSessionEndedSignIn',
    defaultMessage: 'Your session ended; sign in again.',
  },
  captchaImage: { id: 'login.captchaImage', defaultMessage: 'Characters to type' },
  captcha: { id: 'login.captcha', defaultMessage: 'Characters in the picture' },
});

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { expired?: 1 } =>
    search.expired === 1 ? { expired: 1 } : {},
  component: Login,
});

/**
 * A new captcha ticket and its picture, from the player API's captcha (the server asks for one once an
 * account has had several failed logins), or undefined when it could not be drawn.
 */
async function drawCaptcha(): Promise<{ ticket: string; image: string } | undefined> {
  const ticket = crypto.randomUUID();
  const response = await fetch('/api/sys/member/verifyCode/image', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-fe-lang': 'en' },
    body: new URLSearchParams({ ticket }),
  }).catch(() => undefined);
  const answer = response?.ok ? ((await response.json()) as { error: number; data: unknown }) : undefined;
  return answer?.error === 0 && typeof answer.data === 'string' ? { ticket, image: answer.data } : undefined;
}

/** Username, password and the authenticator's current code; a captcha too when the server asks. */
function Login() {
  const { expired } = Route.useSearch();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [captcha, setCaptcha] = useState<{ ticket: string; image: string }>();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const answer = await api.call('/admin/auth/login', {
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
      code: String(form.get('code') ?? ''),
      ...(captcha ? { ticket: captcha.ticket, verifyCode: String(form.get('verifyCode') ?? '') } : {}),
    });
    setBusy(false);
    if (!answer.ok) {
      // A ticket is good for one try; error 1 with every field filled is the server asking for one.
      if (captcha || answer.error === 1) setCaptcha(await drawCaptcha());
      return setProblem(answer.message);
    }
    session.signIn(answer.data.token, answer.data.operator);
    await navigate({ to: '/' });
  }
  return (
    <main style={{ maxWidth: 420, margin: '10vh auto', padding: 16 }}>
      <Page
        title={t(m.backOfficeSignIn)}
        notice={expired ? <p role="status">{t(m.yourSessionEndedSignIn)}</p> : undefined}
      >
        <form onSubmit={submit} style={{ display: 'grid', gap: 12 }}>
          <TextField label={t(m.username)} name="username" autoComplete="username" required />
          <PasswordField
            label={t(m.password)}
            name="password"
            autoComplete="current-password"
            required
            showLabel={t(m.showPassword)}
            hideLabel={t(m.hidePassword)}
          />
          <TextField
            label={t(m.authenticatorCode)}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            required
          />
          {captcha && (
            <>
              <img src={captcha.image} alt={t(m.captchaImage)} width={150} height={50} />
              <TextField
                key={captcha.ticket}
                label={t(m.captcha)}
                name="verifyCode"
                autoComplete="off"
                required
              />
            </>
          )}
          <Problem message={problem} />
          <Button type="submit" disabled={busy}>
            {t(m.signIn)}
          </Button>
        </form>
      </Page>
    </main>
  );
}
