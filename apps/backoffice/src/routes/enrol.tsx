import { Button, PasswordField, TextField } from '@casino/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { defineMessages } from 'react-intl';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { t } from '../features/i18n/i18n';
import { Page, Problem } from '../features/layout/Page';
import { session } from '../features/session/session';

const m = defineMessages({
  setUpYourBackOffice: { id: 'enrol.setUpYourBackOffice', defaultMessage: 'Set up your back-office account' },
  secretForTypingIntoThe: {
    id: 'enrol.secretForTypingIntoThe',
    defaultMessage: 'Secret (for typing into the app)',
  },
  newPassword: { id: 'enrol.newPassword', defaultMessage: 'New password' },
  showPassword: { id: 'enrol.showPassword', defaultMessage: 'Show password' },
  hidePassword: { id: 'enrol.hidePassword', defaultMessage: 'Hide password' },
  repeatThePassword: { id: 'enrol.repeatThePassword', defaultMessage: 'Repeat the password' },
  codeShownByTheApp: { id: 'enrol.codeShownByTheApp', defaultMessage: 'Code shown by the app' },
  finishAndSignIn: { id: 'enrol.finishAndSignIn', defaultMessage: 'Finish and sign in' },
  welcome: {
    id: 'enrol.welcome',
    defaultMessage:
      'Welcome, {displayName} ({username}). Scan this code with an authenticator app (or type the secret), then choose a password.',
  },
  qrCode: { id: 'enrol.qrCode', defaultMessage: 'QR code to add the back office to an authenticator app' },
});

export const Route = createFileRoute('/enrol')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  component: Enrol,
});

/**
 * The one-time link an administrator handed out: the operator scans the code (or types the secret)
 * into an authenticator app, chooses a password and proves the app with its current code.
 */
function Enrol() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const info = useCall('/admin/auth/enrolment', { token });
  const [problem, setProblem] = useState<string>();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('repeat') ?? '')) return setProblem('The two passwords differ.');
    const answer = await api.call('/admin/auth/enrolment/complete', {
      token,
      password,
      code: String(form.get('code') ?? ''),
    });
    if (!answer.ok) return setProblem(answer.message);
    session.signIn(answer.data.token, answer.data.operator);
    await navigate({ to: '/' });
  }
  return (
    <main style={{ maxWidth: 480, margin: '5vh auto', padding: 16 }}>
      <Page title={t(m.setUpYourBackOffice)}>
        <Problem message={info.error} />
        {info.data && (
          <form onSubmit={submit} style={{ display: 'grid', gap: 12 }}>
            <p>{t(m.welcome, { displayName: info.data.displayName, username: info.data.username })}</p>
            <img src={info.data.qrCode} alt={t(m.qrCode)} width={200} height={200} />
            <TextField label={t(m.secretForTypingIntoThe)} value={info.data.secret} readOnly />
            <PasswordField
              label={t(m.newPassword)}
              name="password"
              autoComplete="new-password"
              required
              showLabel={t(m.showPassword)}
              hideLabel={t(m.hidePassword)}
            />
            <PasswordField
              label={t(m.repeatThePassword)}
              name="repeat"
              autoComplete="new-password"
              required
              showLabel={t(m.showPassword)}
              hideLabel={t(m.hidePassword)}
            />
            <TextField
              label={t(m.codeShownByTheApp)}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
            />
            <Problem message={problem} />
            <Button type="submit">{t(m.finishAndSignIn)}</Button>
          </form>
        )}
      </Page>
    </main>
  );
}
