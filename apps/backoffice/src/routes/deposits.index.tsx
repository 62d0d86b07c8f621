import type { AdminSchemas } from '@casino/api-client/admin';
import { type ColumnDef, DataTable } from '@casino/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useCall } from '../features/data/useCall';
import { money, time } from '../features/format/format';
import { Page, Problem } from '../features/layout/Page';

export const Route = createFileRoute('/deposits/')({ component: Deposits });

const columns: ColumnDef<AdminSchemas['AdminDepositOrder'], unknown>[] = [
  {
    accessorKey: 'id',
    header: 'Order',
    cell: ({ row }) => (
      <Link to="/deposits/$id" params={{ id: row.original.id }}>
        {row.original.id}
      </Link>
    ),
  },
  { accessorKey: 'createTime', header: 'Created', cell: ({ row }) => time(row.original.createTime) },
  { accessorKey: 'username', header: 'Player' },
  { id: 'amount', header: 'Amount', cell: ({ row }) => money(row.original.amount, row.original.currency) },
  { accessorKey: 'method', header: 'Method' },
  { accessorKey: 'reviewReason', header: 'Why in review' },
];

/** Orders whose outcome the casino could not know, oldest first. */
function Deposits() {
  const { data, error, loading } = useCall('/admin/deposits/review');
  return (
    <Page title="Deposits held for review" notice={<Problem message={error} />}>
      <DataTable
        caption="In review"
        columns={columns}
        data={data ?? []}
        getRowId={(row) => row.id}
        emptyText="No deposit is held for review."
        loading={loading}
      />
    </Page>
  );
}
