import type { AdminSchemas } from '@casino/api-client/admin';
import { type ColumnDef, DataTable, FilterBar, Select, TextField } from '@casino/ui';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { useCall } from '../../features/data/useCall';
import { money, time } from '../../features/format/format';
import { ledgerTypeLabels } from '../../features/format/labels';
import { labelOf } from '../../features/format/words';
import { t } from '../../features/i18n/i18n';
import { Problem, Section } from '../../features/layout/Page';

const classNames = defineMessages({
  1: { id: 'PlayerLedger.class.1', defaultMessage: 'Cash' },
  2: { id: 'PlayerLedger.class.2', defaultMessage: 'Bonus' },
  3: { id: 'PlayerLedger.class.3', defaultMessage: 'Free' },
});

const m = defineMessages({
  ledger: { id: 'PlayerLedger.ledger', defaultMessage: 'Ledger' },
  filterTheLedger: { id: 'PlayerLedger.filterTheLedger', defaultMessage: 'Filter the ledger' },
  apply: { id: 'PlayerLedger.apply', defaultMessage: 'Apply' },
  clear: { id: 'PlayerLedger.clear', defaultMessage: 'Clear' },
  type: { id: 'PlayerLedger.type', defaultMessage: 'Type' },
  from: { id: 'PlayerLedger.from', defaultMessage: 'From' },
  to: { id: 'PlayerLedger.to', defaultMessage: 'To' },
  ledgerRowsNewestFirst: {
    id: 'PlayerLedger.ledgerRowsNewestFirst',
    defaultMessage: 'Ledger rows, newest first',
  },
  noLedgerRowMatches: { id: 'PlayerLedger.noLedgerRowMatches', defaultMessage: 'No ledger row matches.' },
  time: { id: 'PlayerLedger.time', defaultMessage: 'Time' },
  balance: { id: 'PlayerLedger.balance', defaultMessage: 'Balance' },
  amount: { id: 'PlayerLedger.amount', defaultMessage: 'Amount' },
  balanceAfter: { id: 'PlayerLedger.balanceAfter', defaultMessage: 'Balance after' },
  reference: { id: 'PlayerLedger.reference', defaultMessage: 'Reference' },
  everyType: { id: 'PlayerLedger.everyType', defaultMessage: 'Every type' },
  rows: { id: 'PlayerLedger.rows', defaultMessage: '{count} rows' },
});

/** The ledger's columns, amounts in the player's currency. */
export const ledgerColumns = (currency: string): ColumnDef<AdminSchemas['AdminLedgerRow'], unknown>[] => [
  { accessorKey: 'createTime', header: () => t(m.time), cell: ({ row }) => time(row.original.createTime) },
  {
    accessorKey: 'type',
    header: () => t(m.type),
    cell: ({ row }) => labelOf(ledgerTypeLabels, row.original.type),
  },
  {
    accessorKey: 'class',
    header: () => t(m.balance),
    cell: ({ row }) => labelOf(classNames, row.original.class),
  },
  {
    accessorKey: 'amount',
    header: () => t(m.amount),
    cell: ({ row }) => money(row.original.amount, currency),
  },
  {
    accessorKey: 'balanceAfter',
    header: () => t(m.balanceAfter),
    cell: ({ row }) => money(row.original.balanceAfter, currency),
  },
  { accessorKey: 'externalRef', header: () => t(m.reference) },
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
export function Ledger({ memberId, currency }: { memberId: number; currency: string }) {
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
    <Section title={t(m.ledger)}>
      <FilterBar
        label={t(m.filterTheLedger)}
        applyLabel={t(m.apply)}
        clearLabel={t(m.clear)}
        onApply={() => setApplied(filter)}
        onClear={() => {
          setFilter({ type: '', from: '', to: '' });
          setApplied({ type: '', from: '', to: '' });
        }}
      >
        <Select
          label={t(m.type)}
          value={filter.type || 'ALL'}
          onValueChange={(value) => setFilter({ ...filter, type: value === 'ALL' ? '' : value })}
          options={[
            { value: 'ALL', label: t(m.everyType) },
            ...ledgerTypes.map((type) => ({ value: type, label: labelOf(ledgerTypeLabels, type) })),
          ]}
        />
        <TextField
          label={t(m.from)}
          type="date"
          value={filter.from}
          onChange={(event) => setFilter({ ...filter, from: event.target.value })}
        />
        <TextField
          label={t(m.to)}
          type="date"
          value={filter.to}
          onChange={(event) => setFilter({ ...filter, to: event.target.value })}
        />
      </FilterBar>
      <Problem message={error} />
      <DataTable
        caption={t(m.ledgerRowsNewestFirst)}
        columns={ledgerColumns(currency)}
        data={data?.content ?? []}
        getRowId={(row) => String(row.id)}
        emptyText={t(m.noLedgerRowMatches)}
        loading={loading}
        footer={data ? <span>{t(m.rows, { count: data.totalElements })}</span> : undefined}
      />
    </Section>
  );
}
