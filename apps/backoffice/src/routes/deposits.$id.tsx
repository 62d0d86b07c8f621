import { Button, DetailList, Select, TextField } from '@casino/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { money, time } from '../features/format/format';
import { depositSourceLabels, depositStatusLabels } from '../features/format/labels';
import { labelOf, words } from '../features/format/words';
import { t } from '../features/i18n/i18n';
import { Done, Page, Problem, Row, Section } from '../features/layout/Page';
import { session } from '../features/session/session';

const m = defineMessages({
  order: { id: 'deposits-id.order', defaultMessage: 'Order' },
  theProviderSRecordNow: {
    id: 'deposits-id.theProviderSRecordNow',
    defaultMessage: "The provider's record now",
  },
  providerReading: { id: 'deposits-id.providerReading', defaultMessage: 'Provider reading' },
  movesAndNotifications: {
    id: 'deposits-id.movesAndNotifications',
    defaultMessage: 'Moves and notifications',
  },
  resolve: { id: 'deposits-id.resolve', defaultMessage: 'Resolve' },
  outcome: { id: 'deposits-id.outcome', defaultMessage: 'Outcome' },
  reason: { id: 'deposits-id.reason', defaultMessage: 'Reason' },
  creditAtMostWhatThe: {
    id: 'deposits-id.creditAtMostWhatThe',
    defaultMessage: 'Credit (at most what the provider says was paid; empty for all of it)',
  },
  player: { id: 'deposits-id.player', defaultMessage: 'Player' },
  amount: { id: 'deposits-id.amount', defaultMessage: 'Amount' },
  method: { id: 'deposits-id.method', defaultMessage: 'Method' },
  status: { id: 'deposits-id.status', defaultMessage: 'Status' },
  whyInReview: { id: 'deposits-id.whyInReview', defaultMessage: 'Why in review' },
  providerPaymentId: { id: 'deposits-id.providerPaymentId', defaultMessage: 'Provider payment id' },
  waitingForASecondOperator: {
    id: 'deposits-id.waitingForASecondOperator',
    defaultMessage: 'Waiting for a second operator',
  },
  succeededCreditTheDeposit: {
    id: 'deposits-id.succeededCreditTheDeposit',
    defaultMessage: 'Succeeded: credit the deposit',
  },
  failed: { id: 'deposits-id.failed', defaultMessage: 'Failed' },
  canceled: { id: 'deposits-id.canceled', defaultMessage: 'Canceled' },
  preparedASecondOperatorMust: {
    id: 'deposits-id.preparedASecondOperatorMust',
    defaultMessage: 'Prepared: a second operator must resolve it the same way to credit it.',
  },
  preparedByYou: {
    id: 'deposits-id.preparedByYou',
    defaultMessage:
      'You prepared this: a second operator must approve it. To change it, withdraw it under Approvals.',
  },
  approveByResolving: {
    id: 'deposits-id.approveByResolving',
    defaultMessage: 'Resolving it as succeeded for {amount} approves what {name} prepared.',
  },
  new: { id: 'deposits-id.new', defaultMessage: 'New' },
  backToTheList: { id: 'deposits-id.backToTheList', defaultMessage: 'Back to the list' },
  deposit: { id: 'deposits-id.title', defaultMessage: 'Deposit {id}' },
  couldNotAsk: { id: 'deposits-id.couldNotAsk', defaultMessage: 'Could not ask the provider: {problem}' },
  notification: {
    id: 'deposits-id.notification',
    defaultMessage: '{time}: provider notification {event} ({outcome})',
  },
});

export const Route = createFileRoute('/deposits/$id')({ component: Deposit });

/** One order: what the provider says now, every move and notification, and the resolution. */
function Deposit() {
  const { id } = Route.useParams();
  const { data, error, reload } = useCall('/admin/deposits/get', { id });
  const [status, setStatus] = useState<'succeeded' | 'failed' | 'canceled'>('succeeded');
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  async function resolve() {
    setProblem(undefined);
    const credited = status === 'succeeded' && amount.trim() !== '' ? { amount: amount.trim() } : {};
    const answer = await api.call('/admin/deposits/resolve', { id, status, reason, ...credited });
    if (!answer.ok) return setProblem(answer.message);
    setDone(
      answer.data.awaitingApproval
        ? t(m.preparedASecondOperatorMust)
        : `Resolved: ${labelOf(depositStatusLabels, answer.data.status).toLowerCase()}.`,
    );
    reload();
  }
  const reading = data?.provider.reading as Record<string, string> | null | undefined;
  // The preparer of a credit waiting for approval cannot be its second operator (issue 26 finding 2).
  const preparedByMe = data?.awaitingApproval === true && data.preparedBy === session.operator()?.username;
  return (
    <Page title={t(m.deposit, { id })} notice={<Problem message={error} />}>
      <Link to="/deposits">{t(m.backToTheList)}</Link>
      {data && (
        <>
          <DetailList
            label={t(m.order)}
            items={[
              { label: t(m.player), value: data.username },
              { label: t(m.amount), value: money(data.amount, data.currency) },
              // The detail's provider field is the provider's record (below), not the adapter's name.
              { label: t(m.method), value: data.method },
              { label: t(m.status), value: labelOf(depositStatusLabels, data.status) },
              { label: t(m.whyInReview), value: data.reviewReason },
              { label: t(m.providerPaymentId), value: data.providerPaymentId },
              ...(data.awaitingApproval
                ? [
                    {
                      label: t(m.waitingForASecondOperator),
                      value: `${money(data.creditedOnApproval ?? '0.00', data.currency)} prepared by ${data.preparedBy}`,
                    },
                  ]
                : []),
            ]}
          />
          <Section title={t(m.theProviderSRecordNow)}>
            {reading ? (
              <DetailList
                label={t(m.providerReading)}
                items={Object.entries(reading).map(([name, value]) => ({
                  label: words(name),
                  value: String(value),
                }))}
              />
            ) : (
              <p>{t(m.couldNotAsk, { problem: data.provider.problem ?? '' })}</p>
            )}
          </Section>
          <Section title={t(m.movesAndNotifications)}>
            <ul>
              {(
                data.changes as unknown as {
                  from: string | null;
                  to: string;
                  source: string;
                  note: string | null;
                  at: string;
                }[]
              ).map((change) => (
                <li key={`${change.at}-${change.to}`}>
                  {time(change.at)}: {change.from ? labelOf(depositStatusLabels, change.from) : t(m.new)} →{' '}
                  {labelOf(depositStatusLabels, change.to)} ({labelOf(depositSourceLabels, change.source)})
                  {change.note ? `: ${change.note}` : ''}
                </li>
              ))}
              {(data.events as unknown as { eventId: string; outcome: string; receivedAt: string }[]).map(
                (event) => (
                  <li key={event.eventId}>
                    {t(m.notification, {
                      time: time(event.receivedAt),
                      event: event.eventId,
                      outcome: words(event.outcome).toLowerCase(),
                    })}
                  </li>
                ),
              )}
            </ul>
          </Section>
          {preparedByMe && <p role="status">{t(m.preparedByYou)}</p>}
          {data.status === 'review' && session.may('deposits.resolve') && !preparedByMe && (
            <Section title={t(m.resolve)}>
              {data.awaitingApproval && (
                <p>
                  {t(m.approveByResolving, {
                    amount: money(data.creditedOnApproval ?? '0.00', data.currency),
                    name: data.preparedBy ?? '',
                  })}
                </p>
              )}
              <Row>
                <Select
                  label={t(m.outcome)}
                  value={status}
                  onValueChange={(value) => setStatus(value as typeof status)}
                  options={[
                    { value: 'succeeded', label: t(m.succeededCreditTheDeposit) },
                    { value: 'failed', label: t(m.failed) },
                    { value: 'canceled', label: t(m.canceled) },
                  ]}
                />
                <TextField
                  label={t(m.reason)}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
                {status === 'succeeded' && (
                  <TextField
                    label={t(m.creditAtMostWhatThe)}
                    value={amount}
                    onChange={(event) => setAmount(event.target.value)}
                  />
                )}
                <Button onClick={resolve}>{t(m.resolve)}</Button>
              </Row>
            </Section>
          )}
          <Problem message={problem} />
          <Done message={done} />
        </>
      )}
    </Page>
  );
}
