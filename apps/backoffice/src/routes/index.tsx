import type { AdminData } from '@casino/api-client/admin';
import { type ColumnDef, DataTable, StatTile } from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useCall } from '../features/data/useCall';
import { money } from '../features/format/format';
import { Grid, Page, Problem, Section } from '../features/layout/Page';

export const Route = createFileRoute('/')({ component: Dashboard });

type Figures = AdminData<'/admin/dashboard'>['periods'][number]['byCurrency'][number];

const periodNames = { today: 'Today', last7Days: 'Last 7 days', last30Days: 'Last 30 days' } as const;

const columns: ColumnDef<Figures, unknown>[] = [
  { accessorKey: 'currency', header: 'Currency' },
  { accessorKey: 'deposits', header: 'Deposits', cell: ({ getValue }) => money(getValue() as string) },
  { accessorKey: 'cashOuts', header: 'Cash-outs', cell: ({ getValue }) => money(getValue() as string) },
  { accessorKey: 'bets', header: 'Bets', cell: ({ getValue }) => money(getValue() as string) },
  { accessorKey: 'wins', header: 'Wins', cell: ({ getValue }) => money(getValue() as string) },
  { accessorKey: 'ggr', header: 'GGR', cell: ({ getValue }) => money(getValue() as string) },
  { accessorKey: 'bonusCost', header: 'Bonus cost', cell: ({ getValue }) => money(getValue() as string) },
  { accessorKey: 'ngr', header: 'NGR', cell: ({ getValue }) => money(getValue() as string) },
  { accessorKey: 'activePlayers', header: 'Active players' },
];

/** What the casino took and gave, per currency and period, and the queues waiting for someone. */
function Dashboard() {
  const { data, error, loading } = useCall('/admin/dashboard');
  return (
    <Page title="Dashboard" notice={<Problem message={error} />}>
      {data && (
        <>
          <Section title="Waiting for someone">
            <Grid>
              <StatTile
                label="Cash-outs to review"
                value={String(data.queues.cashOutsPending)}
                tone={data.queues.cashOutsPending ? 'caution' : 'neutral'}
              />
              <StatTile label="Cash-outs to pay" value={String(data.queues.cashOutsToPay)} />
              <StatTile
                label="Reconciling"
                value={String(data.queues.cashOutsReconciling)}
                tone={data.queues.cashOutsReconciling ? 'critical' : 'neutral'}
              />
              <StatTile
                label="Approvals"
                value={String(data.queues.approvalsPending)}
                tone={data.queues.approvalsPending ? 'caution' : 'neutral'}
              />
              <StatTile label="Documents" value={String(data.queues.documentsToReview)} />
              <StatTile label="Deposits in review" value={String(data.queues.depositsInReview)} />
            </Grid>
          </Section>
          {data.periods.map((period) => (
            <Section key={period.period} title={periodNames[period.period]}>
              <Grid>
                <StatTile label="New players" value={String(period.newPlayers)} />
                <StatTile
                  label="Active players"
                  value={String(period.byCurrency.reduce((n, row) => n + row.activePlayers, 0))}
                  detail="Placed a bet"
                />
              </Grid>
              <DataTable
                caption={`${periodNames[period.period]} by currency (GGR = bets − wins, NGR = GGR − bonus cost)`}
                columns={columns}
                data={period.byCurrency}
                getRowId={(row) => row.currency}
                emptyText="No money moved in this period."
                loading={loading}
              />
            </Section>
          ))}
        </>
      )}
    </Page>
  );
}
