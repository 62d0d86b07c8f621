import type { AdminSchemas } from '@casino/api-client/admin';
import { Button, type ColumnDef, DataTable, TextField } from '@casino/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { money, time } from '../features/format/format';
import { labelOf } from '../features/format/words';
import { t } from '../features/i18n/i18n';
import { Done, Page, Problem, Row } from '../features/layout/Page';
import { session } from '../features/session/session';

const m = defineMessages({
  approvals: { id: 'approvals.approvals', defaultMessage: 'Approvals' },
  noteNeededToRefuseOr: {
    id: 'approvals.noteNeededToRefuseOr',
    defaultMessage: 'Note (needed to refuse or withdraw)',
  },
  waitingForASecondOperator: {
    id: 'approvals.waitingForASecondOperator',
    defaultMessage: 'Waiting for a second operator',
  },
  nothingWaitsForApproval: {
    id: 'approvals.nothingWaitsForApproval',
    defaultMessage: 'Nothing waits for approval.',
  },
  prepared: { id: 'approvals.prepared', defaultMessage: 'Prepared' },
  what: { id: 'approvals.what', defaultMessage: 'What' },
  amount: { id: 'approvals.amount', defaultMessage: 'Amount' },
  reason: { id: 'approvals.reason', defaultMessage: 'Reason' },
  decide: { id: 'approvals.decide', defaultMessage: 'Decide' },
  adjustmentBooked: { id: 'approvals.adjustmentBooked', defaultMessage: 'Adjustment booked.' },
  limitChanged: { id: 'approvals.limitChanged', defaultMessage: 'Limit changed.' },
  withdrawn: { id: 'approvals.withdrawn', defaultMessage: 'Withdrawn.' },
  refused: { id: 'approvals.refused', defaultMessage: 'Refused.' },
  withdraw: { id: 'approvals.withdraw', defaultMessage: 'Withdraw' },
  refuse: { id: 'approvals.refuse', defaultMessage: 'Refuse' },
  openTheCashOut: { id: 'approvals.openTheCashOut', defaultMessage: 'Open the cash-out' },
  openTheDeposit: { id: 'approvals.openTheDeposit', defaultMessage: 'Open the deposit' },
  approve: { id: 'approvals.approve', defaultMessage: 'Approve' },
});

export const Route = createFileRoute('/approvals')({ component: Approvals });

/** Who may approve or refuse each kind (the server's closing permissions); the preparer only withdraws. */
const decidingPermission = {
  adjustment: 'adjustments.approve',
  limitRaise: 'limits.approve',
  cashOutPass: 'cashOuts.approve',
  depositResolution: 'deposits.resolve',
} as const;
const mayDecide = (kind: string) =>
  session.may(decidingPermission[kind as keyof typeof decidingPermission] ?? 'operators.manage');

type Approval = AdminSchemas['AdminApproval'];

const kindNames = defineMessages({
  cashOutPass: { id: 'approvals.kindNames.cashOutPass', defaultMessage: 'Cash-out pass' },
  adjustment: { id: 'approvals.kindNames.adjustment', defaultMessage: 'Adjustment' },
  limitRaise: { id: 'approvals.kindNames.limitRaise', defaultMessage: 'Raise of a protection limit' },
  depositResolution: {
    id: 'approvals.kindNames.depositResolution',
    defaultMessage: 'Deposit in review credited',
  },
});

/**
 * Changes one operator prepared and a second one decides: cash-out passes, large adjustments, limit
 * raises and deposits in review credited above the threshold.
 */
function Approvals() {
  const { data, error, loading, reload } = useCall('/admin/approvals/list', { status: 'pending' });
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const me = session.operator();
  async function act(call: Promise<{ ok: boolean; message?: string }>, success: string) {
    setProblem(undefined);
    const answer = await call;
    if (!answer.ok) return setProblem(answer.message);
    setDone(success);
    reload();
  }
  const columns: ColumnDef<Approval, unknown>[] = [
    {
      accessorKey: 'preparedAt',
      header: () => t(m.prepared),
      cell: ({ row }) => `${time(row.original.preparedAt)} by ${row.original.preparedBy}`,
    },
    {
      accessorKey: 'kind',
      header: () => t(m.what),
      cell: ({ row }) => labelOf(kindNames, row.original.kind),
    },
    {
      id: 'amount',
      header: () => t(m.amount),
      cell: ({ row }) => money(row.original.amount, row.original.currency),
    },
    { accessorKey: 'reason', header: () => t(m.reason) },
    {
      id: 'decide',
      header: () => t(m.decide),
      cell: ({ row }) => {
        const approval = row.original;
        const mine = approval.preparedBy === me?.username;
        return (
          <Row>
            {approval.kind === 'cashOutPass' ? (
              <Link to="/cashouts/$id" params={{ id: approval.subject.split(':')[1] ?? '' }}>
                {t(m.openTheCashOut)}
              </Link>
            ) : approval.kind === 'depositResolution' ? (
              // The second operator resolves the order the same way on its page, reading the provider.
              <Link to="/deposits/$id" params={{ id: approval.subject.slice('deposit:'.length) }}>
                {t(m.openTheDeposit)}
              </Link>
            ) : (
              !mine &&
              mayDecide(approval.kind) && (
                <Button
                  size="small"
                  onClick={() =>
                    act(
                      approval.kind === 'adjustment'
                        ? api.call('/admin/approvals/adjustment/approve', {
                            id: approval.id,
                            ...(note ? { note } : {}),
                          })
                        : api.call('/admin/approvals/limit/approve', {
                            id: approval.id,
                            ...(note ? { note } : {}),
                          }),
                      approval.kind === 'adjustment' ? t(m.adjustmentBooked) : t(m.limitChanged),
                    )
                  }
                >
                  {t(m.approve)}
                </Button>
              )
            )}
            {(mine || mayDecide(approval.kind)) && (
              <Button
                size="small"
                variant="ghost"
                onClick={() =>
                  act(
                    api.call('/admin/approvals/close', { id: approval.id, note }),
                    mine ? t(m.withdrawn) : t(m.refused),
                  )
                }
              >
                {mine ? t(m.withdraw) : t(m.refuse)}
              </Button>
            )}
          </Row>
        );
      },
    },
  ];
  return (
    <Page title={t(m.approvals)} notice={<Problem message={error} />}>
      {data?.some((approval) => approval.preparedBy === me?.username || mayDecide(approval.kind)) && (
        <TextField
          label={t(m.noteNeededToRefuseOr)}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      )}
      <Problem message={problem} />
      <Done message={done} />
      <DataTable
        caption={t(m.waitingForASecondOperator)}
        columns={columns}
        data={data ?? []}
        getRowId={(row) => String(row.id)}
        emptyText={t(m.nothingWaitsForApproval)}
        loading={loading}
      />
    </Page>
  );
}
