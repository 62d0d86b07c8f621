import { Button, type ColumnDef, DataTable, FilterBar, Select, TextField } from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { download, toCsv } from '../features/csv/csv';
import { useCall } from '../features/data/useCall';
import { protectionReportLabels, reportColumnLabels } from '../features/format/labels';
import { labelOf } from '../features/format/words';
import { t } from '../features/i18n/i18n';
import { Page, Problem } from '../features/layout/Page';

const m = defineMessages({
  range: { id: 'reports.range', defaultMessage: '{report}, {from} to {to} (UTC)' },
  reports: { id: 'reports.reports', defaultMessage: 'Reports' },
  report: { id: 'reports.report', defaultMessage: 'Report' },
  run: { id: 'reports.run', defaultMessage: 'Run' },
  from: { id: 'reports.from', defaultMessage: 'From' },
  to: { id: 'reports.to', defaultMessage: 'To' },
  nothingInThisRange: { id: 'reports.nothingInThisRange', defaultMessage: 'Nothing in this range.' },
  moneyPerDayLedger: { id: 'reports.moneyPerDayLedger', defaultMessage: 'Money per day (ledger)' },
  games: { id: 'reports.games', defaultMessage: 'Games' },
  moneyPerDay: { id: 'reports.moneyPerDay', defaultMessage: 'Money per day' },
  protection: { id: 'reports.protection', defaultMessage: 'Exclusions, breaks and limit hits' },
  exportCsv: { id: 'reports.exportCsv', defaultMessage: 'Export CSV' },
});

export const Route = createFileRoute('/reports')({ component: Reports });

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

type Kind = 'daily' | 'games' | 'protection';
const titles = (): Record<Kind, string> => ({
  daily: t(m.moneyPerDayLedger),
  games: t(m.games),
  protection: t(m.protection),
});

/** The columns whose cells name an event or a limit (the protection report), in the operator's words. */
const namedCells = new Set(['event', 'limitOrPeriod']);
const shown = (columns: string[], rows: string[][]) =>
  rows.map((row) =>
    row.map((cell, index) =>
      namedCells.has(columns[index] ?? '') && Object.hasOwn(protectionReportLabels, cell)
        ? labelOf(protectionReportLabels, cell)
        : cell,
    ),
  );

/** A report over a date range, shown as a table and exported as CSV exactly as shown. */
function Reports() {
  const [form, setForm] = useState({ kind: 'daily' as Kind, from: daysAgo(29), to: today() });
  const [applied, setApplied] = useState(form);
  const { data, error, loading } = useCall('/admin/reports/run', applied);
  const rows = data ? shown(data.columns, data.rows) : [];
  const columns: ColumnDef<string[], unknown>[] = (data?.columns ?? []).map((name, index) => ({
    id: name,
    header: labelOf(reportColumnLabels, name),
    accessorFn: (row) => row[index],
  }));
  return (
    <Page title={t(m.reports)} notice={<Problem message={error} />}>
      <FilterBar label={t(m.report)} applyLabel={t(m.run)} onApply={() => setApplied(form)}>
        <Select
          label={t(m.report)}
          value={form.kind}
          onValueChange={(kind) => setForm({ ...form, kind: kind as Kind })}
          options={Object.entries(titles()).map(([value, label]) => ({ value, label }))}
        />
        <TextField
          label={t(m.from)}
          type="date"
          value={form.from}
          onChange={(event) => setForm({ ...form, from: event.target.value })}
        />
        <TextField
          label={t(m.to)}
          type="date"
          value={form.to}
          onChange={(event) => setForm({ ...form, to: event.target.value })}
        />
      </FilterBar>
      <DataTable
        caption={t(m.range, { report: titles()[applied.kind], from: applied.from, to: applied.to })}
        columns={columns}
        data={rows}
        emptyText={t(m.nothingInThisRange)}
        loading={loading}
        footer={
          data && (
            <Button
              size="small"
              variant="secondary"
              onClick={() =>
                download(
                  `${data.kind}-${applied.from}-${applied.to}.csv`,
                  toCsv(
                    data.columns.map((name) => labelOf(reportColumnLabels, name)),
                    rows,
                  ),
                )
              }
            >
              {t(m.exportCsv)}
            </Button>
          )
        }
      />
    </Page>
  );
}
