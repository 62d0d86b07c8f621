import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { JoinForm } from './JoinForm';
import { authMessages } from './messages';

export function JoinPage() {
  const navigate = useNavigate();
  return (
    <section style={{ maxWidth: 520, margin: '0 auto' }}>
      <h1>
        <FormattedMessage {...authMessages.joinTitle} />
      </h1>
      <JoinForm layout="page" onJoined={() => void navigate({ to: '/' })} />
    </section>
  );
}
