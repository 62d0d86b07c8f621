import type { AdminSchemas } from '@casino/api-client/admin';
import { type ColumnDef, DataTable, FilterBar, TextField } from '@casino/ui';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useCall } from '../features/data/useCall';
import { time } from '../features/format/format';
import { Page, Problem } from '../features/layout/Page';

export const Route = createFileRoute('/players/')({
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === 'string' ? { q: search.q } : {},
  component: Players,
});

const columns: ColumnDef<AdminSchemas['AdminPlayerRow'], unknown>[] = [
  { accessorKey: 'id', header: 'Id' },
  {
    accessorKey: 'username',
    header: 'Username',
    cell: ({ row }) => (
      <Link to="/players/$memberId" params={{ memberId: String(row.original.id) }}>
        {row.original.username}
      </Link>
    ),
  },
  { accessorKey: 'email', header: 'E-mail' },
  { accessorKey: 'mobile', header: 'Phone' },
  { accessorKey: 'currency', header: 'Currency' },
  { accessorKey: 'countryCode', header: 'Country' },
  {
    accessorKey: 'enabled',
    header: 'Account',
    cell: ({ row }) => (row.original.enabled ? 'Enabled' : 'Suspended'),
  },
  { accessorKey: 'createdAt', header: 'Joined', cell: ({ row }) => time(row.original.createdAt) },
];

/** Search by username, e-mail, phone or id; the query stays in the address so Back returns to it. */
function Players() {
  const { q = '' } = Route.useSearch();
  const navigate = useNavigate();
  const [query, setQuery] = useState(q);
  const { data, error, loading } = useCall('/admin/players/search', { query: q, pageSize: 50 });
  return (
    <Page title="Players" notice={<Problem message={error} />}>
      <FilterBar
        label="Search players"
        applyLabel="Search"
        clearLabel={q ? 'Clear' : undefined}
        onApply={() => void navigate({ to: '/players', search: query ? { q: query } : {} })}
        onClear={() => {
          setQuery('');
          void navigate({ to: '/players', search: {} });
        }}
      >
        <TextField
          label="Username, e-mail, phone or id"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </FilterBar>
      <DataTable
        caption={q ? `Players matching “${q}”` : 'Newest players'}
        columns={columns}
        data={data?.content ?? []}
        getRowId={(row) => String(row.id)}
        emptyText="No player matches."
        loading={loading}
        footer={data ? <span>{data.totalElements} found</span> : undefined}
      />
    </Page>
  );
}
