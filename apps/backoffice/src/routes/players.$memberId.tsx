import type { AdminSchemas } from '@casino/api-client/admin';
import {
  Button,
  type ColumnDef,
  DataTable,
  DetailList,
  FilterBar,
  Select,
  StatusBadge,
  TextField,
} from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import {
  cashOutStatus,
  documentName,
  documentStatus,
  money,
  requestId,
  time,
} from '../features/format/format';
import { Done, Page, Problem, Row, Section } from '../features/layout/Page';
import { session } from '../features/session/session';
import { PlayerBonuses } from './-components/PlayerBonuses';

export const Route = createFileRoute('/players/$memberId')({ component: Player });

const ledgerColumns: ColumnDef<AdminSchemas['AdminLedgerRow'], unknown>[] = [
  { accessorKey: 'createTime', header: 'Time', cell: ({ row }) => time(row.original.createTime) },
  { accessorKey: 'type', header: 'Type' },
  {
    accessorKey: 'class',
    header: 'Balance',
    cell: ({ row }) => ({ 1: 'Cash', 2: 'Bonus', 3: 'Free' })[row.original.class] ?? row.original.class,
  },
  { accessorKey: 'amount', header: 'Amount', cell: ({ row }) => money(row.original.amount) },
  {
    accessorKey: 'balanceAfter',
    header: 'Balance after',
    cell: ({ row }) => money(row.original.balanceAfter),
  },
  { accessorKey: 'externalRef', header: 'Reference' },
];

const auditColumns: ColumnDef<AdminSchemas['AdminAuditRow'], unknown>[] = [
  { accessorKey: 'at', header: 'Time', cell: ({ row }) => time(row.original.at) },
  { accessorKey: 'operator', header: 'Operator' },
  { accessorKey: 'action', header: 'Action' },
  { accessorKey: 'outcome', header: 'Outcome' },
  { accessorKey: 'reason', header: 'Reason' },
];

const ledgerTypes = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_ROLLBACK',
  'GAME_BET',
  'GAME_WIN',
  'GAME_ROLLBACK',
  'PROMOTION',
  'REDEEM',
  'INVITE_AWARD',
  'GIFT',
  'BENEFITS',
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
            .map(([label, value]) => ({ label, value: String(value) })),
        ]}
      />
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
          { accessorKey: 'status', header: 'Status' },
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

function Ledger({ memberId }: { memberId: number }) {
  const [filter, setFilter] = useState({ type: '', from: '', to: '' });
  const [applied, setApplied] = useState(filter);
  const { data, error, loading } = useCall('/admin/players/ledger', {
    memberId,
    pageSize: 50,
    ...(applied.type ? { type: applied.type as AdminSchemas['AdminLedgerRow']['type'] } : {}),
    ...(applied.from ? { from: applied.from } : {}),
    ...(applied.to ? { to: applied.to } : {}),
  });
  return (
    <Section title="Ledger">
      <FilterBar
        label="Filter the ledger"
        applyLabel="Apply"
        clearLabel="Clear"
        onApply={() => setApplied(filter)}
        onClear={() => {
          setFilter({ type: '', from: '', to: '' });
          setApplied({ type: '', from: '', to: '' });
        }}
      >
        <Select
          label="Type"
          value={filter.type || 'ALL'}
          onValueChange={(value) => setFilter({ ...filter, type: value === 'ALL' ? '' : value })}
          options={[
            { value: 'ALL', label: 'Every type' },
            ...ledgerTypes.map((type) => ({ value: type, label: type })),
          ]}
        />
        <TextField
          label="From"
          type="date"
          value={filter.from}
          onChange={(event) => setFilter({ ...filter, from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={filter.to}
          onChange={(event) => setFilter({ ...filter, to: event.target.value })}
        />
      </FilterBar>
      <Problem message={error} />
      <DataTable
        caption="Ledger rows, newest first"
        columns={ledgerColumns}
        data={data?.content ?? []}
        getRowId={(row) => String(row.id)}
        emptyText="No ledger row matches."
        loading={loading}
        footer={data ? <span>{data.totalElements} rows</span> : undefined}
      />
    </Section>
  );
}

function Adjustment({
  memberId,
  currency,
  onDone,
}: {
  memberId: number;
  currency: string;
  onDone: () => void;
}) {
  const [form, setForm] = useState({ type: 'GIFT', class: '3', direction: 'credit', amount: '', reason: '' });
  const [id, setId] = useState(requestId);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  async function submit() {
    setProblem(undefined);
    setDone(undefined);
    const answer = await api.call('/admin/players/adjust', {
      memberId,
      type: form.type as 'GIFT' | 'BENEFITS',
      class: Number(form.class) as 1 | 2 | 3,
      direction: form.direction as 'credit' | 'debit',
      amount: form.amount,
      reason: form.reason,
      requestId: id,
    });
    if (!answer.ok) return setProblem(answer.message);
    setDone(
      answer.data.booked
        ? `Booked; balance now ${money(answer.data.balanceAfter, currency)}.`
        : 'Prepared: a second operator must approve it (Approvals).',
    );
    setId(requestId());
    setForm({ ...form, amount: '', reason: '' });
    onDone();
  }
  return (
    <Section title="Manual adjustment">
      <Row>
        <Select
          label="Kind"
          value={form.type}
          onValueChange={(type) => setForm({ ...form, type })}
          options={[
            { value: 'GIFT', label: 'Gift' },
            { value: 'BENEFITS', label: 'Benefits' },
          ]}
        />
        <Select
          label="Balance"
          value={form.class}
          onValueChange={(value) => setForm({ ...form, class: value })}
          options={[
            { value: '1', label: 'Cash' },
            { value: '2', label: 'Bonus' },
            { value: '3', label: 'Free (gift bonus)' },
          ]}
        />
        <Select
          label="Direction"
          value={form.direction}
          onValueChange={(direction) => setForm({ ...form, direction })}
          options={[
            { value: 'credit', label: 'Credit' },
            { value: 'debit', label: 'Debit' },
          ]}
        />
        <TextField
          label={`Amount (${currency})`}
          inputMode="decimal"
          value={form.amount}
          onChange={(event) => setForm({ ...form, amount: event.target.value })}
        />
        <TextField
          label="Adjustment reason"
          value={form.reason}
          onChange={(event) => setForm({ ...form, reason: event.target.value })}
        />
        <Button onClick={submit}>Adjust</Button>
      </Row>
      <Problem message={problem} />
      <Done message={done} />
    </Section>
  );
}

function Notes({
  memberId,
  notes,
  onDone,
}: {
  memberId: number;
  notes: { id: number; text: string; operator: string; createdAt: string }[];
  onDone: () => void;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  return (
    <Section title="Notes">
      <ul>
        {notes.map((note) => (
          <li key={note.id}>
            {time(note.createdAt)} {note.operator}: {note.text}
          </li>
        ))}
      </ul>
      {session.may('players.note') && (
        <Row>
          <TextField label="New note" value={text} onChange={(event) => setText(event.target.value)} />
          <Button
            variant="secondary"
            onClick={async () => {
              const answer = await api.call('/admin/players/notes/add', { memberId, text });
              if (!answer.ok) return setProblem(answer.message);
              setText('');
              onDone();
            }}
          >
            Add note
          </Button>
        </Row>
      )}
      <Problem message={problem} />
    </Section>
  );
}

const limitNames = {
  depositDay: 'Deposits per 24 hours',
  depositWeek: 'Deposits per 7 days',
  depositMonth: 'Deposits per 30 days',
} as const;

/**
 * Protection limits: anyone who may set them can lower one (or set one where there is none) at once;
 * raising or removing one waits for a second operator (Approvals).
 */
function Limits({
  memberId,
  currency,
  limits,
  onDone,
}: {
  memberId: number;
  currency: string;
  limits: { kind: keyof typeof limitNames; amount: string }[];
  onDone: () => void;
}) {
  const [form, setForm] = useState({ kind: 'depositDay' as keyof typeof limitNames, amount: '', reason: '' });
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  async function submit() {
    setProblem(undefined);
    setDone(undefined);
    const answer = await api.call('/admin/players/limits/set', { memberId, ...form });
    if (!answer.ok) return setProblem(answer.message);
    setDone(
      answer.data.applied ? 'Limit set.' : 'A raise or removal waits for a second operator (Approvals).',
    );
    onDone();
  }
  return (
    <Section title="Protection limits">
      <DetailList
        label="Current limits"
        items={Object.entries(limitNames).map(([kind, label]) => {
          const limit = limits.find((candidate) => candidate.kind === kind);
          return { label, value: limit ? money(limit.amount, currency) : null };
        })}
        placeholder="No limit"
      />
      {session.may('limits.set') && (
        <Row>
          <Select
            label="Limit"
            value={form.kind}
            onValueChange={(kind) => setForm({ ...form, kind: kind as keyof typeof limitNames })}
            options={Object.entries(limitNames).map(([value, label]) => ({ value, label }))}
          />
          <TextField
            label={`New amount (${currency}; empty removes it)`}
            inputMode="decimal"
            value={form.amount}
            onChange={(event) => setForm({ ...form, amount: event.target.value })}
          />
          <TextField
            label="Limit reason"
            value={form.reason}
            onChange={(event) => setForm({ ...form, reason: event.target.value })}
          />
          <Button onClick={submit}>Set limit</Button>
        </Row>
      )}
      <Problem message={problem} />
      <Done message={done} />
    </Section>
  );
}
