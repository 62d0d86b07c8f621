import type { components } from '@casino/api-client';
import { formatMoney } from '@casino/ui';
import { getRouteApi, Navigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../app';
import { withdrawStatusLabels } from '../cashout/cashoutRules';
import { common } from '../shell/messages';
import { withdrawQueryMessages as m } from './messages';

type WithdrawRecord = components['schemas']['WithdrawRecord'];
const route = getRouteApi('/withdrawQueryDetail');

export function WithdrawQueryDetailPage() {
  const intl = useIntl();
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
        <dd>{formatMoney(record.amount, { currency: record.currency, locale: intl.locale })}</dd>
        <dt>
          <FormattedMessage {...m.status} />
        </dt>
        <dd>{intl.formatMessage(withdrawStatusLabels[record.status])}</dd>
        <dt>
          <FormattedMessage {...m.date} />
        </dt>
        <dd>{intl.formatDate(record.createTime, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
      </dl>
    </section>
  );
}
