import type { AdminSchemas } from '@casino/api-client/admin';
import { Button, type ColumnDef, DataTable, DetailList, StatusBadge, TextField } from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { cashOutStatus, documentName, documentStatus, money, time } from '../features/format/format';
import { balanceLabels, depositStatusLabels } from '../features/format/labels';
import { labelOf } from '../features/format/words';
import { Done, Page, Problem, Row, Section } from '../features/layout/Page';
import { session } from '../features/session/session';
import { Adjustment, Limits, Notes } from './-components/PlayerActions';
import { PlayerBonuses } from './-components/PlayerBonuses';
import { Ledger, ledgerColumns } from './-components/PlayerLedger';

export const Route = createFileRoute('/players/$memberId')({ component: Player });

const auditColumns: ColumnDef<AdminSchemas['AdminAuditRow'], unknown>[] = [
  { accessorKey: 'at', header: 'Time', cell: ({ row }) => time(row.original.at) },
  { accessorKey: 'operator', header: 'Operator' },
  { accessorKey: 'action', header: 'Action' },
  { accessorKey: 'outcome', header: 'Outcome' },
  { accessorKey: 'reason', header: 'Reason' },
];

/** One player's whole picture, and what support, compliance and finance may do about it. */
function Player() {
  const memberId = Number(Route.useParams().memberId);
  const { data, error, reload } = useCall('/admin/players/get', { memberId });
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const [reason, setReason] = useState('');

  async function act(promise: Promise<{ ok: boolean; message?: string }>, success: string) {
    setProblem(undefined);
    setDone(undefined);
    const answer = await promise;
    if (!answer.ok) return setProblem(answer.message);
    setDone(success);
    reload();
  }

  if (!data)
    return (
      <Page title="Player" notice={<Problem message={error} />}>
        {null}
      </Page>
    );
  const { profile, balances } = data;
  return (
    <Page title={`${profile.username} (#${profile.id})`} notice={<Problem message={error} />}>
      <DetailList
        label="Profile"
        items={[
          { label: 'Name', value: `${profile.firstName} ${profile.lastName}` },
          { label: 'E-mail', value: profile.email },
          { label: 'Phone', value: profile.mobile },
          { label: 'Country', value: profile.countryCode },
          { label: 'Currency', value: profile.currency },
          { label: 'Language', value: profile.lang },
          { label: 'Birthday', value: profile.birthday },
          { label: 'Joined', value: time(profile.createdAt) },
          { label: 'Account', value: profile.enabled ? 'Enabled' : 'Suspended' },
          { label: 'E-mail confirmed', value: profile.activated ? 'Yes' : 'No' },
          ...Object.entries(balances as Record<string, unknown>)
            .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
            .map(([name, value]) => ({
              label: labelOf(balanceLabels, name),
              value: typeof value === 'string' ? money(value, profile.currency) : String(value),
            })),
        ]}
      />
      {(session.may('players.suspend') || session.may('players.passwordReset')) && (
        <Section title="Actions">
          <TextField
            label="Reason (required)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Row>
            {session.may('players.suspend') && (
              <Button
                variant={profile.enabled ? 'critical' : 'secondary'}
                onClick={() =>
                  act(
                    api.call('/admin/players/setEnabled', {
                      memberId,
                      enabled: profile.enabled ? 0 : 1,
                      reason,
                    }),
                    profile.enabled ? 'Suspended; every session ended.' : 'Re-enabled.',
                  )
                }
              >
                {profile.enabled ? 'Suspend' : 'Re-enable'}
              </Button>
            )}
            {session.may('players.passwordReset') && (
              <Button
                variant="secondary"
                onClick={() =>
                  act(
                    api.call('/admin/players/passwordReset', { memberId, reason }),
                    'Password-reset mail sent.',
                  )
                }
              >
                Send a password reset
              </Button>
            )}
          </Row>
          <Problem message={problem} />
          <Done message={done} />
        </Section>
      )}
      {session.may('adjustments.prepare') && (
        <Adjustment memberId={memberId} currency={profile.currency} onDone={reload} />
      )}
      <Limits memberId={memberId} currency={profile.currency} limits={data.limits} onDone={reload} />
      <Section title="Documents">
        <Row>
          {data.documents.map((document) => (
            <StatusBadge
              key={document.field}
              kind="document"
              status={document.status}
              label={`${documentName[document.field]}: ${documentStatus[document.status]}`}
            />
          ))}
        </Row>
      </Section>
      <Ledger memberId={memberId} />
      <DataTable
        caption="Deposits (latest 20)"
        columns={[
          { accessorKey: 'createTime', header: 'Time', cell: ({ getValue }) => time(getValue() as string) },
          { accessorKey: 'id', header: 'Order' },
          { accessorKey: 'method', header: 'Method' },
          {
            id: 'amount',
            header: 'Amount',
            cell: ({ row }) => money(row.original.amount, row.original.currency),
          },
          {
            accessorKey: 'status',
            header: 'Status',
            cell: ({ row }) => labelOf(depositStatusLabels, row.original.status),
          },
        ]}
        data={data.deposits}
        getRowId={(row) => row.id}
        emptyText="No deposit."
      />
      <DataTable
        caption="Cash-outs (latest 20)"
        columns={[
          { accessorKey: 'createTime', header: 'Time', cell: ({ getValue }) => time(getValue() as string) },
          { accessorKey: 'id', header: '#' },
          { accessorKey: 'paymentMethod', header: 'Method' },
          {
            id: 'amount',
            header: 'Amount',
            cell: ({ row }) => money(row.original.amount, row.original.currency),
          },
          {
            accessorKey: 'status',
            header: 'Status',
            cell: ({ row }) => cashOutStatus[row.original.status] ?? row.original.status,
          },
        ]}
        data={data.cashOuts}
        getRowId={(row) => String(row.id)}
        emptyText="No cash-out."
      />
      <DataTable
        caption="Bonus and free-balance rows (latest)"
        columns={ledgerColumns}
        data={data.bonuses}
        getRowId={(row) => String(row.id)}
        emptyText="No bonus or free-balance row."
      />
      <PlayerBonuses grants={data.bonusGrants} refusals={data.bonusRefusals} />
      <DataTable
        caption="Game rounds (latest 20)"
        columns={[
          { accessorKey: 'createTime', header: 'Time', cell: ({ getValue }) => time(getValue() as string) },
          { accessorKey: 'game', header: 'Game' },
          { accessorKey: 'bet', header: 'Bet', cell: ({ getValue }) => money(getValue() as string) },
          { accessorKey: 'win', header: 'Win', cell: ({ getValue }) => money(getValue() as string) },
        ]}
        data={data.rounds}
        getRowId={(row) => String(row.id)}
        emptyText="No game round."
      />
      <DataTable
        caption="Sessions (latest 20)"
        columns={[
          {
            accessorKey: 'createdAt',
            header: 'Signed in',
            cell: ({ getValue }) => time(getValue() as string),
          },
          {
            accessorKey: 'lastSeenAt',
            header: 'Last seen',
            cell: ({ getValue }) => time(getValue() as string),
          },
          {
            accessorKey: 'revokedAt',
            header: 'Ended',
            cell: ({ getValue }) => time(getValue() as string | null),
          },
        ]}
        data={data.sessions}
        getRowId={(row) => String(row.id)}
        emptyText="No session."
      />
      <DataTable
        caption="News sent (latest 20)"
        columns={[
          { accessorKey: 'createTime', header: 'Time', cell: ({ getValue }) => time(getValue() as string) },
          { accessorKey: 'message', header: 'Message' },
          {
            accessorKey: 'status',
            header: 'Read',
            cell: ({ getValue }) => (getValue() === 10 ? 'Yes' : 'No'),
          },
        ]}
        data={data.news}
        getRowId={(row) => String(row.id)}
        emptyText="No news."
      />
      <Notes memberId={memberId} notes={data.notes} onDone={reload} />
      <DataTable
        caption="Audit about this player (latest 20)"
        columns={auditColumns}
        data={data.audit}
        getRowId={(row) => row.id}
        emptyText="Nothing yet."
      />
    </Page>
  );
}
