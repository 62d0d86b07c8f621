import { Button, PasswordField, TextField } from '@casino/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { api } from '../features/data/api';
import { Page, Problem } from '../features/layout/Page';
import { session } from '../features/session/session';

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
        title="Back office sign-in"
        notice={expired ? <p role="status">Your session ended; sign in again.</p> : undefined}
      >
        <form onSubmit={submit} style={{ display: 'grid', gap: 12 }}>
          <TextField label="Username" name="username" autoComplete="username" required />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            showLabel="Show password"
            hideLabel="Hide password"
          />
          <TextField
            label="Authenticator code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            required
          />
          <Problem message={problem} />
          <Button type="submit" disabled={busy}>
            Sign in
          </Button>
        </form>
      </Page>
    </main>
  );
}
