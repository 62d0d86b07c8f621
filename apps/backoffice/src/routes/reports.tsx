import { Button, type ColumnDef, DataTable, FilterBar, Select, TextField } from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { download, toCsv } from '../features/csv/csv';
import { useCall } from '../features/data/useCall';
import { Page, Problem } from '../features/layout/Page';

export const Route = createFileRoute('/reports')({ component: Reports });

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

type Kind = 'daily' | 'games' | 'protection';
const titles: Record<Kind, string> = {
  daily: 'Money per day (ledger)',
  games: 'Games',
  protection: 'Exclusions, breaks and limit hits',
};

/** A report over a date range, shown as a table and exported as CSV exactly as shown. */
function Reports() {
  const [form, setForm] = useState({ kind: 'daily' as Kind, from: daysAgo(29), to: today() });
  const [applied, setApplied] = useState(form);
  const { data, error, loading } = useCall('/admin/reports/run', applied);
  const columns: ColumnDef<string[], unknown>[] = (data?.columns ?? []).map((name, index) => ({
    id: name,
    header: name,
    accessorFn: (row) => row[index],
  }));
  return (
    <Page title="Reports" notice={<Problem message={error} />}>
      <FilterBar label="Report" applyLabel="Run" onApply={() => setApplied(form)}>
        <Select
          label="Report"
          value={form.kind}
          onValueChange={(kind) => setForm({ ...form, kind: kind as Kind })}
          options={(Object.keys(titles) as Kind[]).map((value) => ({ value, label: titles[value] }))}
        />
        <TextField
          label="From"
          type="date"
          value={form.from}
          onChange={(event) => setForm({ ...form, from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={form.to}
          onChange={(event) => setForm({ ...form, to: event.target.value })}
        />
      </FilterBar>
      <DataTable
        caption={`${titles[applied.kind]}, ${applied.from} to ${applied.to} (UTC)`}
        columns={columns}
        data={data?.rows ?? []}
        emptyText="Nothing in this range."
        loading={loading}
        footer={
          data && (
            <Button
              size="small"
              variant="secondary"
              onClick={() =>
                download(`${data.kind}-${applied.from}-${applied.to}.csv`, toCsv(data.columns, data.rows))
              }
            >
              Export CSV
            </Button>
          )
        }
      />
    </Page>
  );
}
