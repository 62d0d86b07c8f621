import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { safeBackurl } from '../routing/publicPaths';
import { dialogs } from '../shell/dialogs';
import { LoginForm } from './LoginForm';
import { authMessages } from './messages';

const route = getRouteApi('/login');

export function LoginPage() {
  const { backurl } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <section style={{ maxWidth: 420, margin: '0 auto' }}>
      <h1>
        <FormattedMessage {...authMessages.welcomeBack} />
      </h1>
      <LoginForm
        onLoggedIn={() => void navigate({ href: safeBackurl(backurl), replace: true })}
        onForgot={() => dialogs.open({ name: 'forgotPassword' })}
        onJoin={() => void navigate({ to: '/join' })}
      />
    </section>
  );
}
