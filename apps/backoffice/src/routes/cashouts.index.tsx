import type { AdminSchemas } from '@casino/api-client/admin';
import { type ColumnDef, DataTable, FilterBar, Select, StatusBadge } from '@casino/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { useCall } from '../features/data/useCall';
import { cashOutStatus, documentStatus, money, time } from '../features/format/format';
import { t } from '../features/i18n/i18n';
import { Page, Problem } from '../features/layout/Page';

const m = defineMessages({
  kycId: { id: 'cashouts.kycId', defaultMessage: 'ID: {status}' },
  kycPayment: { id: 'cashouts.kycPayment', defaultMessage: 'Payment: {status}' },
  preparedBy: { id: 'cashouts.preparedBy', defaultMessage: 'Prepared by {name}, waiting' },
  cashOuts: { id: 'cashouts.cashOuts', defaultMessage: 'Cash-outs' },
  filterCashOuts: { id: 'cashouts.filterCashOuts', defaultMessage: 'Filter cash-outs' },
  show: { id: 'cashouts.show', defaultMessage: 'Show' },
  queue: { id: 'cashouts.queue', defaultMessage: 'Queue' },
  noCashOutInThis: { id: 'cashouts.noCashOutInThis', defaultMessage: 'No cash-out in this queue.' },
  asked: { id: 'cashouts.asked', defaultMessage: 'Asked' },
  player: { id: 'cashouts.player', defaultMessage: 'Player' },
  amount: { id: 'cashouts.amount', defaultMessage: 'Amount' },
  method: { id: 'cashouts.method', defaultMessage: 'Method' },
  status: { id: 'cashouts.status', defaultMessage: 'Status' },
  kycIdPayment: { id: 'cashouts.kycIdPayment', defaultMessage: 'KYC (ID / payment)' },
  secondOperator: { id: 'cashouts.secondOperator', defaultMessage: 'Second operator' },
  openPendingReviewPendingPayment: {
    id: 'cashouts.openPendingReviewPendingPayment',
    defaultMessage:
      'Open: pending review, pending payment, payment in progress, payment successful, reconciling',
  },
  pendingReview: { id: 'cashouts.pendingReview', defaultMessage: 'Pending review' },
  toPayPendingPaymentPayment: {
    id: 'cashouts.toPayPendingPaymentPayment',
    defaultMessage: 'To pay: pending payment, payment in progress',
  },
  reconciling: { id: 'cashouts.reconciling', defaultMessage: 'Reconciling' },
  closedCanceledRejectedCompletedFailed: {
    id: 'cashouts.closedCanceledRejectedCompletedFailed',
    defaultMessage: 'Closed: canceled, rejected, completed, failed',
  },
  inTotal: { id: 'cashouts.inTotal', defaultMessage: '{count} in total' },
});

export const Route = createFileRoute('/cashouts/')({ component: CashOuts });

type CashOut = AdminSchemas['AdminCashOut'];

/** The queues by the states they hold, named in the spec's words. */
const queues = {
  open: {
    label: m.openPendingReviewPendingPayment,
    statuses: undefined,
  },
  review: { label: m.pendingReview, statuses: [0] },
  payment: { label: m.toPayPendingPaymentPayment, statuses: [20, 29] },
  reconciling: { label: m.reconciling, statuses: [35] },
  closed: { label: m.closedCanceledRejectedCompletedFailed, statuses: [1, 10, 40, 50] },
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
  { accessorKey: 'createTime', header: () => t(m.asked), cell: ({ row }) => time(row.original.createTime) },
  { accessorKey: 'username', header: () => t(m.player) },
  {
    id: 'amount',
    header: () => t(m.amount),
    cell: ({ row }) => money(row.original.amount, row.original.currency),
    enableSorting: false,
  },
  { accessorKey: 'paymentMethod', header: () => t(m.method) },
  {
    accessorKey: 'status',
    header: () => t(m.status),
    cell: ({ row }) => (
      <StatusBadge kind="withdraw" status={row.original.status} label={cashOutStatus(row.original.status)} />
    ),
  },
  {
    id: 'kyc',
    header: () => t(m.kycIdPayment),
    enableSorting: false,
    cell: ({ row }) => (
      <>
        <StatusBadge
          kind="document"
          status={row.original.kyc?.idcardProof ?? 0}
          label={t(m.kycId, { status: documentStatus(row.original.kyc?.idcardProof ?? 0) })}
        />{' '}
        <StatusBadge
          kind="document"
          status={row.original.kyc?.paymentProof ?? 0}
          label={t(m.kycPayment, { status: documentStatus(row.original.kyc?.paymentProof ?? 0) })}
        />
      </>
    ),
  },
  {
    id: 'approval',
    header: () => t(m.secondOperator),
    enableSorting: false,
    cell: ({ row }) =>
      row.original.approval ? t(m.preparedBy, { name: row.original.approval.preparedBy }) : '—',
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
    <Page title={t(m.cashOuts)} notice={<Problem message={error} />}>
      <FilterBar label={t(m.filterCashOuts)} applyLabel={t(m.show)} onApply={() => setApplied(queue)}>
        <Select
          label={t(m.queue)}
          value={queue}
          onValueChange={(value) => setQueue(value as keyof typeof queues)}
          options={Object.entries(queues).map(([value, { label }]) => ({ value, label: t(label) }))}
        />
      </FilterBar>
      <DataTable
        caption={t(queues[applied].label)}
        columns={columns}
        data={data?.content ?? []}
        getRowId={(row) => String(row.id)}
        emptyText={t(m.noCashOutInThis)}
        loading={loading}
        footer={data ? <span>{t(m.inTotal, { count: data.totalElements })}</span> : undefined}
      />
    </Page>
  );
}
