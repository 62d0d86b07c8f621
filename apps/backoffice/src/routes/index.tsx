import type { AdminData } from '@casino/api-client/admin';
import { type ColumnDef, DataTable, StatTile } from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessages } from 'react-intl';
import { useCall } from '../features/data/useCall';
import { money } from '../features/format/format';
import { t } from '../features/i18n/i18n';
import { Grid, Page, Problem, Section } from '../features/layout/Page';

const m = defineMessages({
  byCurrency: {
    id: 'index.byCurrency',
    defaultMessage: '{period} by currency (GGR = bets − wins, NGR = GGR − bonus cost)',
  },
  dashboard: { id: 'index.dashboard', defaultMessage: 'Dashboard' },
  waitingForSomeone: { id: 'index.waitingForSomeone', defaultMessage: 'Waiting for someone' },
  cashOutsToReview: { id: 'index.cashOutsToReview', defaultMessage: 'Cash-outs to review' },
  cashOutsToPay: { id: 'index.cashOutsToPay', defaultMessage: 'Cash-outs to pay' },
  reconciling: { id: 'index.reconciling', defaultMessage: 'Reconciling' },
  approvals: { id: 'index.approvals', defaultMessage: 'Approvals' },
  documents: { id: 'index.documents', defaultMessage: 'Documents' },
  depositsInReview: { id: 'index.depositsInReview', defaultMessage: 'Deposits in review' },
  newPlayers: { id: 'index.newPlayers', defaultMessage: 'New players' },
  activePlayers: { id: 'index.activePlayers', defaultMessage: 'Active players' },
  noMoneyMovedInThis: { id: 'index.noMoneyMovedInThis', defaultMessage: 'No money moved in this period.' },
  currency: { id: 'index.currency', defaultMessage: 'Currency' },
  deposits: { id: 'index.deposits', defaultMessage: 'Deposits' },
  cashOuts: { id: 'index.cashOuts', defaultMessage: 'Cash-outs' },
  bets: { id: 'index.bets', defaultMessage: 'Bets' },
  wins: { id: 'index.wins', defaultMessage: 'Wins' },
  ggr: { id: 'index.ggr', defaultMessage: 'GGR' },
  bonusCost: { id: 'index.bonusCost', defaultMessage: 'Bonus cost' },
  ngr: { id: 'index.ngr', defaultMessage: 'NGR' },
});

export const Route = createFileRoute('/')({ component: Dashboard });

type Figures = AdminData<'/admin/dashboard'>['periods'][number]['byCurrency'][number];

const periodNames = defineMessages({
  today: { id: 'index.period.today', defaultMessage: 'Today' },
  last7Days: { id: 'index.period.last7Days', defaultMessage: 'Last 7 days' },
  last30Days: { id: 'index.period.last30Days', defaultMessage: 'Last 30 days' },
});

const columns: ColumnDef<Figures, unknown>[] = [
  { accessorKey: 'currency', header: () => t(m.currency) },
  {
    accessorKey: 'deposits',
    header: () => t(m.deposits),
    cell: ({ getValue, row }) => money(getValue() as string, row.original.currency),
  },
  {
    accessorKey: 'cashOuts',
    header: () => t(m.cashOuts),
    cell: ({ getValue, row }) => money(getValue() as string, row.original.currency),
  },
  {
    accessorKey: 'bets',
    header: () => t(m.bets),
    cell: ({ getValue, row }) => money(getValue() as string, row.original.currency),
  },
  {
    accessorKey: 'wins',
    header: () => t(m.wins),
    cell: ({ getValue, row }) => money(getValue() as string, row.original.currency),
  },
  {
    accessorKey: 'ggr',
    header: () => t(m.ggr),
    cell: ({ getValue, row }) => money(getValue() as string, row.original.currency),
  },
  {
    accessorKey: 'bonusCost',
    header: () => t(m.bonusCost),
    cell: ({ getValue, row }) => money(getValue() as string, row.original.currency),
  },
  {
    accessorKey: 'ngr',
    header: () => t(m.ngr),
    cell: ({ getValue, row }) => money(getValue() as string, row.original.currency),
  },
  { accessorKey: 'activePlayers', header: () => t(m.activePlayers) },
];

/** What the casino took and gave, per currency and period, and the queues waiting for someone. */
function Dashboard() {
  const { data, error, loading } = useCall('/admin/dashboard');
  return (
    <Page title={t(m.dashboard)} notice={<Problem message={error} />}>
      {data && (
        <>
          <Section title={t(m.waitingForSomeone)}>
            <Grid>
              <StatTile
                label={t(m.cashOutsToReview)}
                value={String(data.queues.cashOutsPending)}
                tone={data.queues.cashOutsPending ? 'caution' : 'neutral'}
              />
              <StatTile label={t(m.cashOutsToPay)} value={String(data.queues.cashOutsToPay)} />
              <StatTile
                label={t(m.reconciling)}
                value={String(data.queues.cashOutsReconciling)}
                tone={data.queues.cashOutsReconciling ? 'critical' : 'neutral'}
              />
              <StatTile
                label={t(m.approvals)}
                value={String(data.queues.approvalsPending)}
                tone={data.queues.approvalsPending ? 'caution' : 'neutral'}
              />
              <StatTile label={t(m.documents)} value={String(data.queues.documentsToReview)} />
              <StatTile label={t(m.depositsInReview)} value={String(data.queues.depositsInReview)} />
            </Grid>
          </Section>
          {data.periods.map((period) => (
            <Section key={period.period} title={t(periodNames[period.period])}>
              <Grid>
                <StatTile label={t(m.newPlayers)} value={String(period.newPlayers)} />
                <StatTile
                  label={t(m.activePlayers)}
                  value={String(period.byCurrency.reduce((n, row) => n + row.activePlayers, 0))}
                  detail="Placed a bet"
                />
              </Grid>
              <DataTable
                caption={t(m.byCurrency, { period: t(periodNames[period.period]) })}
                columns={columns}
                data={period.byCurrency}
                getRowId={(row) => row.currency}
                emptyText={t(m.noMoneyMovedInThis)}
                loading={loading}
              />
            </Section>
          ))}
        </>
      )}
    </Page>
  );
}
