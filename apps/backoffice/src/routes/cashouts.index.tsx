import type { AdminSchemas } from '@casino/api-client/admin';
import { type ColumnDef, DataTable, FilterBar, Select, StatusBadge } from '@casino/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCall } from '../features/data/useCall';
import { cashOutStatus, documentStatus, money, time } from '../features/format/format';
import { Page, Problem } from '../features/layout/Page';

export const Route = createFileRoute('/cashouts/')({ component: CashOuts });

type CashOut = AdminSchemas['AdminCashOut'];

/** The queues by the states they hold, named in the spec's words. */
const queues = {
  open: {
    label: 'Open: pending review, pending payment, payment in progress, payment successful, reconciling',
    statuses: undefined,
  },
  review: { label: 'Pending review', statuses: [0] },
  payment: { label: 'To pay: pending payment, payment in progress', statuses: [20, 29] },
  reconciling: { label: 'Reconciling', statuses: [35] },
  closed: { label: 'Closed: canceled, rejected, completed, failed', statuses: [1, 10, 40, 50] },
} as const;

const columns: ColumnDef<CashOut, unknown>[] = [
  {
    accessorKey: 'id',
    header: '#',
    cell: ({ row }) => (
      <Link to="/cashouts/$id" params={{ id: String(row.original.id) }}>
        #{row.original.id}
      </Link>
    ),
  },
  { accessorKey: 'createTime', header: 'Asked', cell: ({ row }) => time(row.original.createTime) },
  { accessorKey: 'username', header: 'Player' },
  {
    id: 'amount',
    header: 'Amount',
    cell: ({ row }) => money(row.original.amount, row.original.currency),
    enableSorting: false,
  },
  { accessorKey: 'paymentMethod', header: 'Method' },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <StatusBadge
        kind="withdraw"
        status={row.original.status}
        label={cashOutStatus[row.original.status] ?? String(row.original.status)}
      />
    ),
  },
  {
    id: 'kyc',
    header: 'KYC (ID / payment)',
    enableSorting: false,
    cell: ({ row }) => (
      <>
        <StatusBadge
          kind="document"
          status={row.original.kyc?.idcardProof ?? 0}
          label={`ID: ${documentStatus[row.original.kyc?.idcardProof ?? 0]}`}
        />{' '}
        <StatusBadge
          kind="document"
          status={row.original.kyc?.paymentProof ?? 0}
          label={`Payment: ${documentStatus[row.original.kyc?.paymentProof ?? 0]}`}
        />
      </>
    ),
  },
  {
    id: 'approval',
    header: 'Second operator',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.approval ? `Prepared by ${row.original.approval.preparedBy}, waiting` : '—',
  },
];

/** The queue by state, oldest first, with the player's KYC beside each request. */
function CashOuts() {
  const [queue, setQueue] = useState<keyof typeof queues>('open');
  const [applied, setApplied] = useState<keyof typeof queues>('open');
  const statuses = queues[applied].statuses;
  const { data, error, loading } = useCall(
    '/admin/cashOuts/list',
    statuses ? { status: [...statuses], pageSize: 200 } : { pageSize: 200 },
  );
  return (
    <Page title="Cash-outs" notice={<Problem message={error} />}>
      <FilterBar label="Filter cash-outs" applyLabel="Show" onApply={() => setApplied(queue)}>
        <Select
          label="Queue"
          value={queue}
          onValueChange={(value) => setQueue(value as keyof typeof queues)}
          options={Object.entries(queues).map(([value, { label }]) => ({ value, label }))}
        />
      </FilterBar>
      <DataTable
        caption={queues[applied].label}
        columns={columns}
        data={data?.content ?? []}
        getRowId={(row) => String(row.id)}
        emptyText="No cash-out in this queue."
        loading={loading}
        footer={data ? <span>{data.totalElements} in total</span> : undefined}
      />
    </Page>
  );
}
