import type { AdminSchemas } from '@casino/api-client/admin';
import { Button, type ColumnDef, DataTable, FilterBar, TextField } from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { time } from '../features/format/format';
import { Done, Page, Problem, Row } from '../features/layout/Page';

export const Route = createFileRoute('/audit')({ component: Audit });

const show = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const columns: ColumnDef<AdminSchemas['AdminAuditRow'], unknown>[] = [
  { accessorKey: 'id', header: '#' },
  { accessorKey: 'at', header: 'Time', cell: ({ row }) => time(row.original.at) },
  { accessorKey: 'operator', header: 'Who' },
  { accessorKey: 'action', header: 'What' },
  {
    id: 'target',
    header: 'On',
    cell: ({ row }) =>
      row.original.targetType ? `${row.original.targetType} ${row.original.targetId ?? ''}` : '',
  },
  { id: 'before', header: 'Before', cell: ({ row }) => show(row.original.before) },
  { id: 'after', header: 'After', cell: ({ row }) => show(row.original.after) },
  { accessorKey: 'reason', header: 'Reason' },
  { accessorKey: 'outcome', header: 'Outcome' },
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
        : `The chain is broken at row ${answer.data.broken?.id} (${answer.data.broken?.problem}).`,
    );
    setVerdict(
      answer.data.ok
        ? `The chain verifies: ${answer.data.rows} rows, head ${answer.data.headHash}.`
        : undefined,
    );
  }
  return (
    <Page title="Audit" notice={<Problem message={error} />}>
      <Row>
        <Button onClick={verify}>Verify the chain</Button>
      </Row>
      <Done message={verdict} />
      <Problem message={problem} />
      <FilterBar label="Filter the audit" applyLabel="Apply" onApply={() => setApplied(filter)}>
        <TextField
          label="Operator"
          value={filter.operator}
          onChange={(event) => setFilter({ ...filter, operator: event.target.value })}
        />
        <TextField
          label="Target type"
          value={filter.targetType}
          onChange={(event) => setFilter({ ...filter, targetType: event.target.value })}
        />
        <TextField
          label="Target id"
          value={filter.targetId}
          onChange={(event) => setFilter({ ...filter, targetId: event.target.value })}
        />
      </FilterBar>
      <DataTable
        caption="Newest first"
        columns={columns}
        data={data?.content ?? []}
        getRowId={(row) => row.id}
        emptyText="No row matches."
        loading={loading}
        footer={data ? <span>{data.totalElements} rows</span> : undefined}
      />
    </Page>
  );
}
