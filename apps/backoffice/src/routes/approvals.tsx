import type { AdminSchemas } from '@casino/api-client/admin';
import { Button, type ColumnDef, DataTable, TextField } from '@casino/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { money, time } from '../features/format/format';
import { Done, Page, Problem, Row } from '../features/layout/Page';
import { session } from '../features/session/session';

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

const kindNames: Record<Approval['kind'], string> = {
  cashOutPass: 'Cash-out pass',
  adjustment: 'Adjustment',
  limitRaise: 'Raise of a protection limit',
};

/** Changes one operator prepared and a second one decides: cash-out passes and large adjustments. */
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
      header: 'Prepared',
      cell: ({ row }) => `${time(row.original.preparedAt)} by ${row.original.preparedBy}`,
    },
    {
      accessorKey: 'kind',
      header: 'What',
      cell: ({ row }) => kindNames[row.original.kind],
    },
    { id: 'amount', header: 'Amount', cell: ({ row }) => money(row.original.amount, row.original.currency) },
    { accessorKey: 'reason', header: 'Reason' },
    {
      id: 'decide',
      header: 'Decide',
      cell: ({ row }) => {
        const approval = row.original;
        const mine = approval.preparedBy === me?.username;
        return (
          <Row>
            {approval.kind === 'cashOutPass' ? (
              <Link to="/cashouts/$id" params={{ id: approval.subject.split(':')[1] ?? '' }}>
                Open the cash-out
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
                      approval.kind === 'adjustment' ? 'Adjustment booked.' : 'Limit changed.',
                    )
                  }
                >
                  Approve
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
                    mine ? 'Withdrawn.' : 'Refused.',
                  )
                }
              >
                {mine ? 'Withdraw' : 'Refuse'}
              </Button>
            )}
          </Row>
        );
      },
    },
  ];
  return (
    <Page title="Approvals" notice={<Problem message={error} />}>
      {data?.some((approval) => approval.preparedBy === me?.username || mayDecide(approval.kind)) && (
        <TextField
          label="Note (needed to refuse or withdraw)"
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      )}
      <Problem message={problem} />
      <Done message={done} />
      <DataTable
        caption="Waiting for a second operator"
        columns={columns}
        data={data ?? []}
        getRowId={(row) => String(row.id)}
        emptyText="Nothing waits for approval."
        loading={loading}
      />
    </Page>
  );
}
