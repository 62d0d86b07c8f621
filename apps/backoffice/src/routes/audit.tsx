import type { AdminSchemas } from '@casino/api-client/admin';
import { Button, type ColumnDef, DataTable, FilterBar, TextField } from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { auditAction, auditOutcome, auditTarget, auditWho } from '../features/format/auditLabels';
import { time } from '../features/format/format';
import { t } from '../features/i18n/i18n';
import { Done, Page, Problem, Row } from '../features/layout/Page';

const m = defineMessages({
  audit: { id: 'audit.audit', defaultMessage: 'Audit' },
  filterTheAudit: { id: 'audit.filterTheAudit', defaultMessage: 'Filter the audit' },
  apply: { id: 'audit.apply', defaultMessage: 'Apply' },
  operator: { id: 'audit.operator', defaultMessage: 'Operator' },
  targetType: { id: 'audit.targetType', defaultMessage: 'Target type' },
  targetId: { id: 'audit.targetId', defaultMessage: 'Target id' },
  newestFirst: { id: 'audit.newestFirst', defaultMessage: 'Newest first' },
  noRowMatches: { id: 'audit.noRowMatches', defaultMessage: 'No row matches.' },
  time: { id: 'audit.time', defaultMessage: 'Time' },
  who: { id: 'audit.who', defaultMessage: 'Who' },
  what: { id: 'audit.what', defaultMessage: 'What' },
  on: { id: 'audit.on', defaultMessage: 'On' },
  before: { id: 'audit.before', defaultMessage: 'Before' },
  after: { id: 'audit.after', defaultMessage: 'After' },
  reason: { id: 'audit.reason', defaultMessage: 'Reason' },
  outcome: { id: 'audit.outcome', defaultMessage: 'Outcome' },
  verifyTheChain: { id: 'audit.verifyTheChain', defaultMessage: 'Verify the chain' },
  chainVerifies: {
    id: 'audit.chainVerifies',
    defaultMessage: 'The chain verifies: {rows} rows, head {head}.',
  },
  chainBroken: { id: 'audit.chainBroken', defaultMessage: 'The chain is broken at row {id} ({problem}).' },
  rows: { id: 'audit.rows', defaultMessage: '{count} rows' },
});

export const Route = createFileRoute('/audit')({ component: Audit });

const show = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const columns: ColumnDef<AdminSchemas['AdminAuditRow'], unknown>[] = [
  { accessorKey: 'id', header: '#' },
  { accessorKey: 'at', header: () => t(m.time), cell: ({ row }) => time(row.original.at) },
  { accessorKey: 'operator', header: () => t(m.who), cell: ({ row }) => auditWho(row.original.operator) },
  {
    accessorKey: 'action',
    header: () => t(m.what),
    cell: ({ row }) => auditAction(row.original.action),
  },
  {
    id: 'target',
    header: () => t(m.on),
    cell: ({ row }) => auditTarget(row.original.targetType, row.original.targetId),
  },
  { id: 'before', header: () => t(m.before), cell: ({ row }) => show(row.original.before) },
  { id: 'after', header: () => t(m.after), cell: ({ row }) => show(row.original.after) },
  { accessorKey: 'reason', header: () => t(m.reason) },
  {
    accessorKey: 'outcome',
    header: () => t(m.outcome),
    cell: ({ row }) => auditOutcome(row.original.outcome),
  },
];

/** Every change and refusal, newest first, and the check that no row was changed since. */
function Audit() {
  const [filter, setFilter] = useState({ operator: '', targetType: '', targetId: '' });
  const [applied, setApplied] = useState(filter);
  const body = Object.fromEntries(Object.entries(applied).filter(([, value]) => value !== ''));
  const { data, error, loading } = useCall('/admin/audit/list', { ...body, pageSize: 100 });
  const [verdict, setVerdict] = useState<string>();
  const [problem, setProblem] = useState<string>();
  async function verify() {
    const answer = await api.call('/admin/audit/verify');
    if (!answer.ok) return setProblem(answer.message);
    setProblem(
      answer.data.ok
        ? undefined
        : t(m.chainBroken, { id: answer.data.broken?.id ?? '', problem: answer.data.broken?.problem ?? '' }),
    );
    setVerdict(
      answer.data.ok ? t(m.chainVerifies, { rows: answer.data.rows, head: answer.data.headHash }) : undefined,
    );
  }
  return (
    <Page title={t(m.audit)} notice={<Problem message={error} />}>
      <Row>
        <Button onClick={verify}>{t(m.verifyTheChain)}</Button>
      </Row>
      <Done message={verdict} />
      <Problem message={problem} />
      <FilterBar label={t(m.filterTheAudit)} applyLabel={t(m.apply)} onApply={() => setApplied(filter)}>
        <TextField
          label={t(m.operator)}
          value={filter.operator}
          onChange={(event) => setFilter({ ...filter, operator: event.target.value })}
        />
        <TextField
          label={t(m.targetType)}
          value={filter.targetType}
          onChange={(event) => setFilter({ ...filter, targetType: event.target.value })}
        />
        <TextField
          label={t(m.targetId)}
          value={filter.targetId}
          onChange={(event) => setFilter({ ...filter, targetId: event.target.value })}
        />
      </FilterBar>
      <DataTable
        caption={t(m.newestFirst)}
        columns={columns}
        data={data?.content ?? []}
        getRowId={(row) => row.id}
        emptyText={t(m.noRowMatches)}
        loading={loading}
        footer={data ? <span>{t(m.rows, { count: data.totalElements })}</span> : undefined}
      />
    </Page>
  );
}
