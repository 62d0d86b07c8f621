import { Button, DetailList, StatusBadge, TextField } from '@casino/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { cashOutStatus, documentName, documentStatus, money, time } from '../features/format/format';
import { labelOf } from '../features/format/words';
import { t } from '../features/i18n/i18n';
import { Done, Page, Problem, Row, Section } from '../features/layout/Page';
import { session } from '../features/session/session';

const m = defineMessages({
  byOperator: { id: 'cashouts-id.byOperator', defaultMessage: 'by {name}' },
  byPlayer: { id: 'cashouts-id.byPlayer', defaultMessage: 'by the player' },
  bySystem: { id: 'cashouts-id.bySystem', defaultMessage: 'by the system' },
  passPrepared: {
    id: 'cashouts-id.passPrepared',
    defaultMessage: 'Pass prepared by {name}; waiting for a second operator.',
  },
  title: { id: 'cashouts-id.title', defaultMessage: 'Cash-out #{id}' },
  request: { id: 'cashouts-id.request', defaultMessage: 'Request' },
  kyc: { id: 'cashouts-id.kyc', defaultMessage: 'KYC' },
  documents: { id: 'cashouts-id.documents', defaultMessage: 'Documents' },
  decide: { id: 'cashouts-id.decide', defaultMessage: 'Decide' },
  noteARejectionSReason: {
    id: 'cashouts-id.noteARejectionSReason',
    defaultMessage: "Note (a rejection's reason reaches the player)",
  },
  history: { id: 'cashouts-id.history', defaultMessage: 'History' },
  pass: { id: 'cashouts-id.pass', defaultMessage: 'Pass' },
  markProcessing: { id: 'cashouts-id.markProcessing', defaultMessage: 'Mark processing' },
  markPaid: { id: 'cashouts-id.markPaid', defaultMessage: 'Mark paid' },
  markFailed: { id: 'cashouts-id.markFailed', defaultMessage: 'Mark failed' },
  complete: { id: 'cashouts-id.complete', defaultMessage: 'Complete' },
  failedAfterPaymentHold: {
    id: 'cashouts-id.failedAfterPaymentHold',
    defaultMessage: 'Failed after payment (hold)',
  },
  reconciledPaidOut: { id: 'cashouts-id.reconciledPaidOut', defaultMessage: 'Reconciled: paid out' },
  reconciledNotPaidRefund: {
    id: 'cashouts-id.reconciledNotPaidRefund',
    defaultMessage: 'Reconciled: not paid, refund',
  },
  player: { id: 'cashouts-id.player', defaultMessage: 'Player' },
  amount: { id: 'cashouts-id.amount', defaultMessage: 'Amount' },
  method: { id: 'cashouts-id.method', defaultMessage: 'Method' },
  account: { id: 'cashouts-id.account', defaultMessage: 'Account' },
  status: { id: 'cashouts-id.status', defaultMessage: 'Status' },
  asked: { id: 'cashouts-id.asked', defaultMessage: 'Asked' },
  preparedASecondOperatorMust: {
    id: 'cashouts-id.preparedASecondOperatorMust',
    defaultMessage: 'Prepared: a second operator must approve this pass.',
  },
  rejected: { id: 'cashouts-id.rejected', defaultMessage: 'Rejected' },
  approveThePass: { id: 'cashouts-id.approveThePass', defaultMessage: 'Approve the pass' },
  reject: { id: 'cashouts-id.reject', defaultMessage: 'Reject' },
  backToTheQueue: { id: 'cashouts-id.backToTheQueue', defaultMessage: 'Back to the queue' },
});

export const Route = createFileRoute('/cashouts/$id')({ component: CashOut });

/** The payout fields a method may carry (spec 002 §3), named as the cash-out form names them. */
const payoutLabels = defineMessages({
  accountName: { id: 'cashouts-id.payoutLabels.accountName', defaultMessage: 'Account name' },
  accountNumber: { id: 'cashouts-id.payoutLabels.accountNumber', defaultMessage: 'Account number' },
  interbankAccountNumber: {
    id: 'cashouts-id.payoutLabels.interbankAccountNumber',
    defaultMessage: 'Interbank account number',
  },
  email: { id: 'cashouts-id.payoutLabels.email', defaultMessage: 'Payout e-mail' },
  dni: { id: 'cashouts-id.payoutLabels.dni', defaultMessage: 'DNI' },
  routingNumber: { id: 'cashouts-id.payoutLabels.routingNumber', defaultMessage: 'Routing number' },
  cpf: { id: 'cashouts-id.payoutLabels.cpf', defaultMessage: 'CPF' },
  payoutAccountName: {
    id: 'cashouts-id.payoutLabels.payoutAccountName',
    defaultMessage: 'Payout account name',
  },
  payoutToAccount: { id: 'cashouts-id.payoutLabels.payoutToAccount', defaultMessage: 'Payout to account' },
});

/** Which moves each status allows (withdrawals/README.md). */
const movesFrom: Record<
  number,
  {
    action: 'pass' | 'reject' | 'process' | 'paid' | 'complete' | 'fail' | 'refund';
    label: MessageDescriptor;
  }[]
> = {
  0: [{ action: 'pass', label: m.pass }],
  20: [
    { action: 'process', label: m.markProcessing },
    { action: 'paid', label: m.markPaid },
    { action: 'fail', label: m.markFailed },
  ],
  29: [
    { action: 'paid', label: m.markPaid },
    { action: 'fail', label: m.markFailed },
  ],
  30: [
    { action: 'complete', label: m.complete },
    { action: 'fail', label: m.failedAfterPaymentHold },
  ],
  35: [
    { action: 'complete', label: m.reconciledPaidOut },
    { action: 'refund', label: m.reconciledNotPaidRefund },
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
    setDone(answer.data.awaitingApproval ? t(m.preparedASecondOperatorMust) : success);
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
    <Page title={t(m.title, { id })} notice={<Problem message={error} />}>
      <Link to="/cashouts">{t(m.backToTheQueue)}</Link>
      {data && (
        <>
          <DetailList
            label={t(m.request)}
            items={[
              {
                label: t(m.player),
                value: (
                  <Link to="/players/$memberId" params={{ memberId: String(data.memberId) }}>
                    {String(data.username)}
                  </Link>
                ),
              },
              { label: t(m.amount), value: money(String(data.amount), String(data.currency)) },
              { label: t(m.method), value: String(data.paymentMethod) },
              { label: t(m.account), value: String(data.accountHint ?? '') },
              {
                label: t(m.status),
                value: (
                  <StatusBadge
                    kind="withdraw"
                    status={Number(data.status)}
                    label={cashOutStatus(Number(data.status))}
                  />
                ),
              },
              { label: t(m.asked), value: time(String(data.createTime)) },
              ...Object.entries((data.payout ?? {}) as Record<string, string | null>)
                .filter(([, value]) => value !== null && value !== '')
                .map(([field, value]) => ({ label: labelOf(payoutLabels, field), value })),
            ]}
          />
          <Section title={t(m.kyc)}>
            <DetailList
              label={t(m.documents)}
              items={(
                (data.documents ?? []) as { field: string; status: number; reason: string | null }[]
              ).map((document) => ({
                label: documentName(document.field),
                value: `${documentStatus(document.status)}${document.reason ? ` (${document.reason})` : ''}`,
              }))}
            />
          </Section>
          {pendingApproval && (
            <p role="status">{t(m.passPrepared, { name: pendingApproval.preparedBy ?? '' })}</p>
          )}
          {(session.may('cashOuts.move') || session.may('cashOuts.approve')) && (
            <Section title={t(m.decide)}>
              <TextField
                label={t(m.noteARejectionSReason)}
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
                      {t(m.approveThePass)}
                    </Button>
                  )}
                {session.may('cashOuts.move') &&
                  (movesFrom[Number(data.status)] ?? []).map((move_) => (
                    <Button
                      key={move_.action}
                      variant="secondary"
                      onClick={() => move(move_.action, t(move_.label))}
                      disabled={move_.action === 'pass' && pendingApproval !== undefined}
                    >
                      {t(move_.label)}
                    </Button>
                  ))}
                {session.may('cashOuts.move') &&
                  (Number(data.status) === 0 || Number(data.status) === 20) && (
                    <Button variant="critical" onClick={() => move('reject', t(m.rejected))}>
                      {t(m.reject)}
                    </Button>
                  )}
              </Row>
              <Problem message={problem} />
              <Done message={done} />
            </Section>
          )}
          <Section title={t(m.history)}>
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
                    ? t(m.asked)
                    : `${cashOutStatus(change.from)} → ${cashOutStatus(change.to)}`}{' '}
                  {change.by
                    ? t(m.byOperator, { name: change.by })
                    : change.actor === 'member'
                      ? t(m.byPlayer)
                      : t(m.bySystem)}
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
