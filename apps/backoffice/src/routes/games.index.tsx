import type { AdminSchemas } from '@casino/api-client/admin';
import { type ColumnDef, DataTable } from '@casino/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { defineMessages } from 'react-intl';
import { useCall } from '../features/data/useCall';
import { engineLabels, label, percent, volatilityLabels } from '../features/games/gameLabels';
import { t } from '../features/i18n/i18n';
import { Page, Problem } from '../features/layout/Page';

const m = defineMessages({
  games: { id: 'games.games', defaultMessage: 'Game maths' },
  caption: {
    id: 'games.caption',
    defaultMessage:
      'Every house game with its return to player, worked out from its rules and definition. A slot’s return includes the share of each stake paid back by the progressive jackpot.',
  },
  name: { id: 'games.name', defaultMessage: 'Game' },
  engine: { id: 'games.kind', defaultMessage: 'Kind' },
  rtp: { id: 'games.rtp', defaultMessage: 'Return to player' },
  houseEdge: { id: 'games.houseEdge', defaultMessage: 'House edge' },
  jackpot: { id: 'games.jackpot', defaultMessage: 'Of which jackpot' },
  volatility: { id: 'games.volatility', defaultMessage: 'Volatility' },
  limits: { id: 'games.limits', defaultMessage: 'Stake per round' },
  limitsRange: { id: 'games.limitsRange', defaultMessage: '{min} to {max}' },
  noGames: { id: 'games.noGames', defaultMessage: 'No game.' },
});

export const Route = createFileRoute('/games/')({ component: Games });

type Sheet = AdminSchemas['AdminGameSheet'];

const columns: ColumnDef<Sheet, unknown>[] = [
  {
    accessorKey: 'name',
    header: () => t(m.name),
    cell: ({ row }) => (
      <Link to="/games/$code" params={{ code: row.original.code }}>
        {row.original.name}
      </Link>
    ),
  },
  {
    accessorKey: 'engine',
    header: () => t(m.engine),
    cell: ({ row }) => label(engineLabels, row.original.engine),
  },
  { accessorKey: 'rtp', header: () => t(m.rtp), cell: ({ row }) => percent(row.original.rtp) },
  {
    accessorKey: 'houseEdge',
    header: () => t(m.houseEdge),
    cell: ({ row }) => percent(row.original.houseEdge),
  },
  { accessorKey: 'jackpot', header: () => t(m.jackpot), cell: ({ row }) => percent(row.original.jackpot) },
  {
    accessorKey: 'volatility',
    header: () => t(m.volatility),
    cell: ({ row }) => label(volatilityLabels, row.original.volatility),
  },
  {
    id: 'limits',
    header: () => t(m.limits),
    cell: ({ row }) => t(m.limitsRange, { min: row.original.minBet, max: row.original.maxBet }),
  },
];

/** The house games' published maths, one row a game; a game's name opens its sheet. */
function Games() {
  const { data, error, loading } = useCall('/admin/games/maths');
  return (
    <Page title={t(m.games)} notice={<Problem message={error} />}>
      <DataTable
        caption={t(m.caption)}
        columns={columns}
        data={data ?? []}
        getRowId={(row) => row.code}
        emptyText={t(m.noGames)}
        loading={loading}
      />
    </Page>
  );
}
