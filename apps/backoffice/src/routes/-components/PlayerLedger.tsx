import type { AdminSchemas } from '@casino/api-client/admin';
import { type ColumnDef, DataTable, FilterBar, Select, TextField } from '@casino/ui';
import { useState } from 'react';
import { useCall } from '../../features/data/useCall';
import { money, time } from '../../features/format/format';
import { ledgerTypeLabels } from '../../features/format/labels';
import { labelOf } from '../../features/format/words';
import { Problem, Section } from '../../features/layout/Page';

export const ledgerColumns: ColumnDef<AdminSchemas['AdminLedgerRow'], unknown>[] = [
  { accessorKey: 'createTime', header: 'Time', cell: ({ row }) => time(row.original.createTime) },
  { accessorKey: 'type', header: 'Type', cell: ({ row }) => labelOf(ledgerTypeLabels, row.original.type) },
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

/** A player's ledger, filtered by type and dates (the player page's "Ledger"). */
export function Ledger({ memberId }: { memberId: number }) {
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
            ...ledgerTypes.map((type) => ({ value: type, label: labelOf(ledgerTypeLabels, type) })),
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
