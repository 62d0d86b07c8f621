import type { AdminSchemas } from '@casino/api-client/admin';
import { type ColumnDef, DataTable, FilterBar, TextField } from '@casino/ui';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { useCall } from '../features/data/useCall';
import { time } from '../features/format/format';
import { t } from '../features/i18n/i18n';
import { Page, Problem } from '../features/layout/Page';

const m = defineMessages({
  matching: { id: 'players.matching', defaultMessage: 'Players matching “{query}”' },
  players: { id: 'players.players', defaultMessage: 'Players' },
  searchPlayers: { id: 'players.searchPlayers', defaultMessage: 'Search players' },
  search: { id: 'players.search', defaultMessage: 'Search' },
  usernameEMailPhoneOr: {
    id: 'players.usernameEMailPhoneOr',
    defaultMessage: 'Username, e-mail, phone or id',
  },
  noPlayerMatches: { id: 'players.noPlayerMatches', defaultMessage: 'No player matches.' },
  id: { id: 'players.id', defaultMessage: 'Id' },
  username: { id: 'players.username', defaultMessage: 'Username' },
  eMail: { id: 'players.eMail', defaultMessage: 'E-mail' },
  phone: { id: 'players.phone', defaultMessage: 'Phone' },
  currency: { id: 'players.currency', defaultMessage: 'Currency' },
  country: { id: 'players.country', defaultMessage: 'Country' },
  account: { id: 'players.account', defaultMessage: 'Account' },
  joined: { id: 'players.joined', defaultMessage: 'Joined' },
  enabled: { id: 'players.enabled', defaultMessage: 'Enabled' },
  suspended: { id: 'players.suspended', defaultMessage: 'Suspended' },
  clear: { id: 'players.clear', defaultMessage: 'Clear' },
  newestPlayers: { id: 'players.newestPlayers', defaultMessage: 'Newest players' },
  found: { id: 'players.found', defaultMessage: '{count} found' },
});

export const Route = createFileRoute('/players/')({
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === 'string' ? { q: search.q } : {},
  component: Players,
});

const columns: ColumnDef<AdminSchemas['AdminPlayerRow'], unknown>[] = [
  { accessorKey: 'id', header: () => t(m.id) },
  {
    accessorKey: 'username',
    header: () => t(m.username),
    cell: ({ row }) => (
      <Link to="/players/$memberId" params={{ memberId: String(row.original.id) }}>
        {row.original.username}
      </Link>
    ),
  },
  { accessorKey: 'email', header: () => t(m.eMail) },
  { accessorKey: 'mobile', header: () => t(m.phone) },
  { accessorKey: 'currency', header: () => t(m.currency) },
  { accessorKey: 'countryCode', header: () => t(m.country) },
  {
    accessorKey: 'enabled',
    header: () => t(m.account),
    cell: ({ row }) => (row.original.enabled ? t(m.enabled) : t(m.suspended)),
  },
  { accessorKey: 'createdAt', header: () => t(m.joined), cell: ({ row }) => time(row.original.createdAt) },
];

/** Search by username, e-mail, phone or id; the query stays in the address so Back returns to it. */
function Players() {
  const { q = '' } = Route.useSearch();
  const navigate = useNavigate();
  const [query, setQuery] = useState(q);
  const { data, error, loading } = useCall('/admin/players/search', { query: q, pageSize: 50 });
  return (
    <Page title={t(m.players)} notice={<Problem message={error} />}>
      <FilterBar
        label={t(m.searchPlayers)}
        applyLabel={t(m.search)}
        clearLabel={q ? t(m.clear) : undefined}
        onApply={() => void navigate({ to: '/players', search: query ? { q: query } : {} })}
        onClear={() => {
          setQuery('');
          void navigate({ to: '/players', search: {} });
        }}
      >
        <TextField
          label={t(m.usernameEMailPhoneOr)}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </FilterBar>
      <DataTable
        caption={q ? t(m.matching, { query: q }) : t(m.newestPlayers)}
        columns={columns}
        data={data?.content ?? []}
        getRowId={(row) => String(row.id)}
        emptyText={t(m.noPlayerMatches)}
        loading={loading}
        footer={data ? <span>{t(m.found, { count: data.totalElements })}</span> : undefined}
      />
    </Page>
  );
}
