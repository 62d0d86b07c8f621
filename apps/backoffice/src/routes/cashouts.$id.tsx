import { Button, DetailList, StatusBadge, TextField } from '@casino/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { cashOutStatus, documentName, documentStatus, money, time } from '../features/format/format';
import { Done, Page, Problem, Row, Section } from '../features/layout/Page';
import { session } from '../features/session/session';

export const Route = createFileRoute('/cashouts/$id')({ component: CashOut });

/** The payout fields a method may carry (spec 002 §3), named as the cash-out form names them. */
const payoutLabels: Record<string, string> = {
  accountName: 'Account name',
  accountNumber: 'Account number',
  interbankAccountNumber: 'Interbank account number',
  email: 'Payout e-mail',
  dni: 'DNI',
  routingNumber: 'Routing number',
  cpf: 'CPF',
  payoutAccountName: 'Payout account name',
  payoutToAccount: 'Payout to account',
};

/** Which moves each status allows (withdrawals/README.md). */
const movesFrom: Record<
  number,
  { action: 'pass' | 'reject' | 'process' | 'paid' | 'complete' | 'fail' | 'refund'; label: string }[]
> = {
  0: [{ action: 'pass', label: 'Pass' }],
  20: [
    { action: 'process', label: 'Mark processing' },
    { action: 'paid', label: 'Mark paid' },
    { action: 'fail', label: 'Mark failed' },
  ],
  29: [
    { action: 'paid', label: 'Mark paid' },
    { action: 'fail', label: 'Mark failed' },
  ],
  30: [
    { action: 'complete', label: 'Complete' },
    { action: 'fail', label: 'Failed after payment (hold)' },
  ],
  35: [
    { action: 'complete', label: 'Reconciled: paid out' },
    { action: 'refund', label: 'Reconciled: not paid, refund' },
  ],
};

/**
 * One request: its payout details, the player's KYC, every move so far, and the moves its status
 * allows. A pass at or above the threshold waits for a second operator, who approves it here.
 */
function CashOut() {
  const { id } = Route.useParams();
  const { data, error, reload } = useCall('/admin/cashOuts/get', { id: Number(id) });
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const me = session.operator();

  async function run(call: () => ReturnType<typeof api.call<'/admin/cashOuts/move'>>, success: string) {
    setProblem(undefined);
    setDone(undefined);
    const answer = await call();
    if (!answer.ok) return setProblem(answer.message);
    setDone(answer.data.awaitingApproval ? 'Prepared: a second operator must approve this pass.' : success);
    setNote('');
    reload();
  }
  const move = (action: (typeof movesFrom)[number][number]['action'], label: string) =>
    run(
      () => api.call('/admin/cashOuts/move', { id: Number(id), action, ...(note ? { note } : {}) }),
      `${label}: done.`,
    );
  const approval = data?.approval as { status?: string; preparedBy?: string; id?: number } | null | undefined;
  const pendingApproval = approval?.status === 'pending' ? approval : undefined;

  return (
    <Page title={`Cash-out #${id}`} notice={<Problem message={error} />}>
      <Link to="/cashouts">Back to the queue</Link>
      {data && (
        <>
          <DetailList
            label="Request"
            items={[
              {
                label: 'Player',
                value: (
                  <Link to="/players/$memberId" params={{ memberId: String(data.memberId) }}>
                    {String(data.username)}
                  </Link>
                ),
              },
              { label: 'Amount', value: money(String(data.amount), String(data.currency)) },
              { label: 'Method', value: String(data.paymentMethod) },
              { label: 'Account', value: String(data.accountHint ?? '') },
              {
                label: 'Status',
                value: (
                  <StatusBadge
                    kind="withdraw"
                    status={Number(data.status)}
                    label={cashOutStatus[Number(data.status)] ?? ''}
                  />
                ),
              },
              { label: 'Asked', value: time(String(data.createTime)) },
              ...Object.entries((data.payout ?? {}) as Record<string, string | null>)
                .filter(([, value]) => value !== null && value !== '')
                .map(([field, value]) => ({ label: payoutLabels[field] ?? field, value })),
            ]}
          />
          <Section title="KYC">
            <DetailList
              label="Documents"
              items={(
                (data.documents ?? []) as { field: string; status: number; reason: string | null }[]
              ).map((document) => ({
                label: documentName[document.field] ?? document.field,
                value: `${documentStatus[document.status]}${document.reason ? ` (${document.reason})` : ''}`,
              }))}
            />
          </Section>
          {pendingApproval && (
            <p role="status">Pass prepared by {pendingApproval.preparedBy}; waiting for a second operator.</p>
          )}
          {(session.may('cashOuts.move') || session.may('cashOuts.approve')) && (
            <Section title="Decide">
              <TextField
                label="Note (a rejection's reason reaches the player)"
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
              <Row>
                {pendingApproval &&
                  session.may('cashOuts.approve') &&
                  pendingApproval.preparedBy !== me?.username && (
                    <Button
                      onClick={() =>
                        run(
                          () =>
                            api.call('/admin/cashOuts/approve', {
                              id: Number(id),
                              ...(note ? { note } : {}),
                            }),
                          'Approved: the cash-out is passed.',
                        )
                      }
                    >
                      Approve the pass
                    </Button>
                  )}
                {session.may('cashOuts.move') &&
                  (movesFrom[Number(data.status)] ?? []).map((move_) => (
                    <Button
                      key={move_.action}
                      variant="secondary"
                      onClick={() => move(move_.action, move_.label)}
                      disabled={move_.action === 'pass' && pendingApproval !== undefined}
                    >
                      {move_.label}
                    </Button>
                  ))}
                {session.may('cashOuts.move') &&
                  (Number(data.status) === 0 || Number(data.status) === 20) && (
                    <Button variant="critical" onClick={() => move('reject', 'Rejected')}>
                      Reject
                    </Button>
                  )}
              </Row>
              <Problem message={problem} />
              <Done message={done} />
            </Section>
          )}
          <Section title="History">
            <ol>
              {(
                (data.changes ?? []) as {
                  from: number | null;
                  to: number;
                  actor: string;
                  by: string | null;
                  note: string | null;
                  at: string;
                }[]
              ).map((change) => (
                <li key={`${change.at}-${change.to}`}>
                  {time(change.at)}:{' '}
                  {change.from === null
                    ? 'Asked'
                    : `${cashOutStatus[change.from]} → ${cashOutStatus[change.to]}`}{' '}
                  {change.by
                    ? `by ${change.by}`
                    : change.actor === 'member'
                      ? 'by the player'
                      : 'by the system'}
                  {change.note ? ` (${change.note})` : ''}
                </li>
              ))}
            </ol>
          </Section>
        </>
      )}
    </Page>
  );
}
