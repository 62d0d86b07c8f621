import type { AdminSchemas } from '@casino/api-client/admin';
import { type ColumnDef, DataTable } from '@casino/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { defineMessages } from 'react-intl';
import { useCall } from '../features/data/useCall';
import { money, time } from '../features/format/format';
import { t } from '../features/i18n/i18n';
import { Page, Problem } from '../features/layout/Page';

const m = defineMessages({
  depositsHeldForReview: { id: 'deposits.depositsHeldForReview', defaultMessage: 'Deposits held for review' },
  inReview: { id: 'deposits.inReview', defaultMessage: 'In review' },
  noDepositIsHeldFor: { id: 'deposits.noDepositIsHeldFor', defaultMessage: 'No deposit is held for review.' },
  order: { id: 'deposits.order', defaultMessage: 'Order' },
  created: { id: 'deposits.created', defaultMessage: 'Created' },
  player: { id: 'deposits.player', defaultMessage: 'Player' },
  amount: { id: 'deposits.amount', defaultMessage: 'Amount' },
  method: { id: 'deposits.method', defaultMessage: 'Method' },
  whyInReview: { id: 'deposits.whyInReview', defaultMessage: 'Why in review' },
});

export const Route = createFileRoute('/deposits/')({ component: Deposits });

const columns: ColumnDef<AdminSchemas['AdminDepositOrder'], unknown>[] = [
  {
    accessorKey: 'id',
    header: () => t(m.order),
    cell: ({ row }) => (
      <Link to="/deposits/$id" params={{ id: row.original.id }}>
        {row.original.id}
      </Link>
    ),
  },
  { accessorKey: 'createTime', header: () => t(m.created), cell: ({ row }) => time(row.original.createTime) },
  { accessorKey: 'username', header: () => t(m.player) },
  {
    id: 'amount',
    header: () => t(m.amount),
    cell: ({ row }) => money(row.original.amount, row.original.currency),
  },
  { accessorKey: 'method', header: () => t(m.method) },
  { accessorKey: 'reviewReason', header: () => t(m.whyInReview) },
];

/** Orders whose outcome the casino could not know, oldest first. */
function Deposits() {
  const { data, error, loading } = useCall('/admin/deposits/review');
  return (
    <Page title={t(m.depositsHeldForReview)} notice={<Problem message={error} />}>
      <DataTable
        caption={t(m.inReview)}
        columns={columns}
        data={data ?? []}
        getRowId={(row) => row.id}
        emptyText={t(m.noDepositIsHeldFor)}
        loading={loading}
      />
    </Page>
  );
}
