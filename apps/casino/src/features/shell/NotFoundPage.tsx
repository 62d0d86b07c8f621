import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { common } from './messages';

export function NotFoundPage() {
  return (
    <section style={{ textAlign: 'center' }}>
      <h1>
        <FormattedMessage {...common.notFound} />
      </h1>
      <Link to="/">
        <FormattedMessage {...common.home} />
      </Link>
    </section>
  );
}
