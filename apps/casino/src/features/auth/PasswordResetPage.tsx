import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../app';
import { common } from '../shell/messages';
import { resetMessages } from './messages';
import { NewPasswordForm } from './NewPasswordForm';

const route = getRouteApi('/password/reset');

export function PasswordResetPage() {
  const { token } = route.useSearch();
  const t = useIntl().formatMessage;
  const [done, setDone] = useState(false);

  const save = async (password: string, repassword: string) => {
    const result = await api.call('/sys/member/password/reset', { token: token!, password, repassword });
    if (result.ok) return void setDone(true);
    return result.message;
  };

  return (
    <section style={{ maxWidth: 420, margin: '0 auto' }}>
      <h1>
        <FormattedMessage {...resetMessages.title} />
      </h1>
      {!token ? (
        <p role="alert">
          <FormattedMessage {...resetMessages.missingToken} />
        </p>
      ) : done ? (
        <p role="status">
          <FormattedMessage {...resetMessages.done} /> <Link to="/login">{t(common.login)}</Link>
        </p>
      ) : (
        <NewPasswordForm save={save} />
      )}
    </section>
  );
}
