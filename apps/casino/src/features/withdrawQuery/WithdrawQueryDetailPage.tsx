import type { components } from '@casino/api-client';
import { getRouteApi, Navigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { api } from '../app';
import { common } from '../shell/messages';
import { withdrawQueryMessages as m } from './messages';

type WithdrawRecord = components['schemas']['WithdrawRecord'];
const route = getRouteApi('/withdrawQueryDetail');

export function WithdrawQueryDetailPage() {
  const { token } = route.useSearch();
  const [record, setRecord] = useState<WithdrawRecord | 'expired' | null>(null);

  useEffect(() => {
    if (!token) return;
    void api.call('/sys/withdraw/query/detail', { queryToken: token }).then((result) => {
      setRecord(result.ok ? result.data : 'expired');
    });
  }, [token]);

  // An expired or missing lookup token goes back to the lookup form.
  if (!token || record === 'expired') return <Navigate to="/withdrawLogin" replace />;
  if (!record)
    return (
      <p role="status">
        <FormattedMessage {...common.loading} />
      </p>
    );
  return (
    <section style={{ maxWidth: 520, margin: '0 auto' }}>
      <h1>
        <FormattedMessage {...m.title} />
      </h1>
      <dl>
        <dt>
          <FormattedMessage {...m.id} />
        </dt>
        <dd>{record.id}</dd>
        <dt>
          <FormattedMessage {...m.amount} />
        </dt>
        <dd>{record.amount}</dd>
        <dt>
          <FormattedMessage {...m.status} />
        </dt>
        <dd>{record.status}</dd>
        <dt>
          <FormattedMessage {...m.date} />
        </dt>
        <dd>{record.createTime}</dd>
      </dl>
    </section>
  );
}
