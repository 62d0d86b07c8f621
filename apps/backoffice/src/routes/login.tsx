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
});

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { expired?: 1 } =>
    search.expired === 1 ? { expired: 1 } : {},
  component: Login,
});

/** Username, password and the authenticator's current code. */
function Login() {
  const { expired } = Route.useSearch();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const answer = await api.call('/admin/auth/login', {
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
      code: String(form.get('code') ?? ''),
    });
    setBusy(false);
    if (!answer.ok) return setProblem(answer.message);
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
          <Problem message={problem} />
          <Button type="submit" disabled={busy}>
            {t(m.signIn)}
          </Button>
        </form>
      </Page>
    </main>
  );
}
