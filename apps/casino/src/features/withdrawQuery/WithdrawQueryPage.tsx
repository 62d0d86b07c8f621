import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { withdrawQueryMessages } from './messages';

export function WithdrawQueryPage() {
  return (
    <section style={{ maxWidth: 520, margin: '0 auto' }}>
      <h1>
        <FormattedMessage {...withdrawQueryMessages.title} />
      </h1>
      <p>
        <FormattedMessage {...withdrawQueryMessages.intro} />
      </p>
      <Link to="/withdrawLogin">
        <FormattedMessage {...withdrawQueryMessages.start} />
      </Link>
    </section>
  );
}
