import { Button, DetailList, Select, TextField } from '@casino/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { money, time } from '../features/format/format';
import { depositSourceLabels, depositStatusLabels } from '../features/format/labels';
import { labelOf, words } from '../features/format/words';
import { Done, Page, Problem, Row, Section } from '../features/layout/Page';
import { session } from '../features/session/session';

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
        ? 'Prepared: a second operator must resolve it the same way to credit it.'
        : `Resolved: ${labelOf(depositStatusLabels, answer.data.status).toLowerCase()}.`,
    );
    reload();
  }
  const reading = data?.provider.reading as Record<string, string> | null | undefined;
  return (
    <Page title={`Deposit ${id}`} notice={<Problem message={error} />}>
      <Link to="/deposits">Back to the list</Link>
      {data && (
        <>
          <DetailList
            label="Order"
            items={[
              { label: 'Player', value: data.username },
              { label: 'Amount', value: money(data.amount, data.currency) },
              // The detail's provider field is the provider's record (below), not the adapter's name.
              { label: 'Method', value: data.method },
              { label: 'Status', value: labelOf(depositStatusLabels, data.status) },
              { label: 'Why in review', value: data.reviewReason },
              { label: 'Provider payment id', value: data.providerPaymentId },
              ...(data.awaitingApproval
                ? [
                    {
                      label: 'Waiting for a second operator',
                      value: `${money(data.creditedOnApproval ?? '0.00', data.currency)} prepared by ${data.preparedBy}`,
                    },
                  ]
                : []),
            ]}
          />
          <Section title="The provider's record now">
            {reading ? (
              <DetailList
                label="Provider reading"
                items={Object.entries(reading).map(([name, value]) => ({
                  label: words(name),
                  value: String(value),
                }))}
              />
            ) : (
              <p>Could not ask the provider: {data.provider.problem}</p>
            )}
          </Section>
          <Section title="Moves and notifications">
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
                  {time(change.at)}: {change.from ? labelOf(depositStatusLabels, change.from) : 'New'} →{' '}
                  {labelOf(depositStatusLabels, change.to)} ({labelOf(depositSourceLabels, change.source)})
                  {change.note ? `: ${change.note}` : ''}
                </li>
              ))}
              {(data.events as unknown as { eventId: string; outcome: string; receivedAt: string }[]).map(
                (event) => (
                  <li key={event.eventId}>
                    {time(event.receivedAt)}: provider notification {event.eventId} (
                    {words(event.outcome).toLowerCase()})
                  </li>
                ),
              )}
            </ul>
          </Section>
          {data.status === 'review' && session.may('deposits.resolve') && (
            <Section title="Resolve">
              <Row>
                <Select
                  label="Outcome"
                  value={status}
                  onValueChange={(value) => setStatus(value as typeof status)}
                  options={[
                    { value: 'succeeded', label: 'Succeeded: credit the deposit' },
                    { value: 'failed', label: 'Failed' },
                    { value: 'canceled', label: 'Canceled' },
                  ]}
                />
                <TextField
                  label="Reason"
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
                {status === 'succeeded' && (
                  <TextField
                    label="Credit (at most what the provider says was paid; empty for all of it)"
                    value={amount}
                    onChange={(event) => setAmount(event.target.value)}
                  />
                )}
                <Button onClick={resolve}>Resolve</Button>
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
