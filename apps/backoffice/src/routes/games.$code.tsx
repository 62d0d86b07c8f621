import type { AdminSchemas } from '@casino/api-client/admin';
import { type ColumnDef, DataTable, DetailList } from '@casino/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { defineMessages } from 'react-intl';
import { useCall } from '../features/data/useCall';
import { words } from '../features/format/words';
import {
  betLabels,
  chance,
  engineLabels,
  label,
  percent,
  readingLabels,
  rulesLabels,
  volatilityLabels,
} from '../features/games/gameLabels';
import { t } from '../features/i18n/i18n';
import { Page, Problem, Section } from '../features/layout/Page';

const m = defineMessages({
  back: { id: 'games.back', defaultMessage: 'All games' },
  notFound: { id: 'games.notFound', defaultMessage: 'No house game has this code.' },
  summary: { id: 'games.summary', defaultMessage: 'Summary' },
  code: { id: 'games.code', defaultMessage: 'Code' },
  kind: { id: 'games.kind', defaultMessage: 'Kind' },
  rules: { id: 'games.rules', defaultMessage: 'Rules' },
  rtp: { id: 'games.rtp', defaultMessage: 'Return to player' },
  houseEdge: { id: 'games.houseEdge', defaultMessage: 'House edge' },
  jackpot: { id: 'games.jackpot', defaultMessage: 'Of which jackpot' },
  volatility: { id: 'games.volatility', defaultMessage: 'Volatility' },
  limits: { id: 'games.limits', defaultMessage: 'Stake per round' },
  limitsRange: { id: 'games.limitsRange', defaultMessage: '{min} to {max}' },
  bets: { id: 'games.bets', defaultMessage: 'Bets' },
  bet: { id: 'games.bet', defaultMessage: 'Bet' },
  maxBet: { id: 'games.maxBet', defaultMessage: 'Largest stake on this bet' },
  tableLimit: { id: 'games.tableLimit', defaultMessage: 'The table’s' },
  noBets: { id: 'games.noBets', defaultMessage: 'No bet.' },
  noPar: {
    id: 'games.noPar',
    defaultMessage: 'This slot publishes its return only; its reel strips are in the vendor’s code.',
  },
  par: { id: 'games.par', defaultMessage: 'PAR sheet' },
  reading: { id: 'games.reading', defaultMessage: 'Wins are read by' },
  window: { id: 'games.window', defaultMessage: 'Window' },
  windowSize: { id: 'games.windowSize', defaultMessage: '{reels} reels of {rows} rows' },
  betUnits: { id: 'games.betUnits', defaultMessage: 'A bet is' },
  betUnitsValue: { id: 'games.betUnitsValue', defaultMessage: '{units} units (lines or coins)' },
  stopCombinations: { id: 'games.stopCombinations', defaultMessage: 'Stop combinations' },
  rtpTotal: { id: 'games.rtpTotal', defaultMessage: 'Return to player, stated' },
  rtpBase: { id: 'games.rtpBase', defaultMessage: 'from the base game' },
  rtpFreeSpins: { id: 'games.rtpFreeSpins', defaultMessage: 'from free spins' },
  rtpPick: { id: 'games.rtpPick', defaultMessage: 'from the pick bonus' },
  rtpHoldAndWin: { id: 'games.rtpHoldAndWin', defaultMessage: 'from hold and win' },
  rtpJackpot: { id: 'games.rtpJackpot', defaultMessage: 'from the progressive jackpot' },
  featureFrequency: { id: 'games.featureFrequency', defaultMessage: 'Spins that start a feature (exact)' },
  hitFrequency: { id: 'games.hitFrequency', defaultMessage: 'Rounds that pay (measured)' },
  standardDeviation: {
    id: 'games.standardDeviation',
    defaultMessage: 'Standard deviation of one round, in total bets (measured)',
  },
  measuredRounds: { id: 'games.measuredRounds', defaultMessage: 'Rounds simulated for the measured figures' },
  notMeasured: { id: 'games.notMeasured', defaultMessage: 'Not measured yet' },
  features: { id: 'games.features', defaultMessage: 'Features' },
  noFeatures: { id: 'games.noFeatures', defaultMessage: 'None: the base game only.' },
  freeSpins: {
    id: 'games.freeSpins',
    defaultMessage:
      'Free spins: {awards} spins for {counts} scatters; every win times {multiplier}; {retrigger, select, yes {scatters in them award more} other {no retrigger}}.',
  },
  pick: {
    id: 'games.pick',
    defaultMessage:
      'Pick bonus: {trigger} bonus symbols open it; the player picks one of {prizes} (total bets).',
  },
  holdAndWin: {
    id: 'games.holdAndWin',
    defaultMessage:
      'Hold and win: {trigger} cash symbols start {respins} respins; an empty cell lands a cash symbol with chance {chance}; values {values} total bets; a full window adds {grand}.',
  },
  sticky: {
    id: 'games.sticky',
    defaultMessage: 'Sticky wilds in the free spins on reels {reels}: a wild fills its reel and stays.',
  },
  expanding: {
    id: 'games.expanding',
    defaultMessage: 'Expanding wilds on reels {reels}: a wild fills its reel.',
  },
  scatterPays: { id: 'games.scatterPays', defaultMessage: 'Scatters pay anywhere: {pays} total bets.' },
  payTable: { id: 'games.payTable', defaultMessage: 'Pay table' },
  payTableCaption: {
    id: 'games.payTableCaption',
    defaultMessage: 'What n of a symbol pays: line bets on paylines, coins on ways and clusters.',
  },
  symbol: { id: 'games.symbol', defaultMessage: 'Symbol' },
  ofAKind: { id: 'games.ofAKind', defaultMessage: '{n}' },
  strips: { id: 'games.strips', defaultMessage: 'Reel strips' },
  stripsCaption: {
    id: 'games.stripsCaption',
    defaultMessage: 'Each reel’s strip from stop 1, top to bottom.',
  },
  stop: { id: 'games.stop', defaultMessage: 'Stop' },
  reel: { id: 'games.reel', defaultMessage: 'Reel {n}' },
});

export const Route = createFileRoute('/games/$code')({ component: GameSheet });

type Sheet = AdminSchemas['AdminGameSheet'];
type Par = AdminSchemas['AdminParSheet'];
type Bet = Sheet['bets'][number];

const betColumns: ColumnDef<Bet, unknown>[] = [
  { accessorKey: 'bet', header: () => t(m.bet), cell: ({ row }) => label(betLabels, row.original.bet) },
  { accessorKey: 'rtp', header: () => t(m.rtp), cell: ({ row }) => percent(row.original.rtp) },
  {
    accessorKey: 'houseEdge',
    header: () => t(m.houseEdge),
    cell: ({ row }) => percent(row.original.houseEdge),
  },
  {
    accessorKey: 'maxBet',
    header: () => t(m.maxBet),
    cell: ({ row }) => row.original.maxBet ?? t(m.tableLimit),
  },
];

/** One game's maths: the summary, a table's bets, a studio slot's PAR sheet. */
function GameSheet() {
  const { code } = Route.useParams();
  const { data, error, loading } = useCall('/admin/games/maths');
  const sheet = data?.find((game) => game.code === code);
  return (
    <Page
      title={sheet?.name ?? code}
      notice={<Problem message={error ?? (data && !sheet ? t(m.notFound) : undefined)} />}
    >
      <Link to="/games">{t(m.back)}</Link>
      {loading && !sheet ? null : sheet && <SheetBody sheet={sheet} />}
    </Page>
  );
}

function SheetBody({ sheet }: { sheet: Sheet }) {
  return (
    <>
      <Section title={t(m.summary)}>
        <DetailList
          items={[
            { label: t(m.code), value: sheet.code },
            { label: t(m.kind), value: label(engineLabels, sheet.engine) },
            { label: t(m.rules), value: sheet.rules ? label(rulesLabels, sheet.rules) : '' },
            { label: t(m.rtp), value: percent(sheet.rtp) },
            { label: t(m.houseEdge), value: percent(sheet.houseEdge) },
            { label: t(m.jackpot), value: sheet.jackpot ? percent(sheet.jackpot) : '' },
            {
              label: t(m.volatility),
              value: sheet.volatility ? label(volatilityLabels, sheet.volatility) : '',
            },
            { label: t(m.limits), value: t(m.limitsRange, { min: sheet.minBet, max: sheet.maxBet }) },
          ]}
        />
      </Section>
      {sheet.bets.length > 0 && (
        <Section title={t(m.bets)}>
          <DataTable
            caption={t(m.bets)}
            columns={betColumns}
            data={sheet.bets}
            getRowId={(row) => row.bet}
            emptyText={t(m.noBets)}
          />
        </Section>
      )}
      {sheet.par ? <ParSheet par={sheet.par} /> : sheet.category === 'Slots' && <p>{t(m.noPar)}</p>}
    </>
  );
}

function ParSheet({ par }: { par: Par }) {
  const { freeSpins, pick, holdAndWin, stickyWildReels, expandingWildReels } = par.features;
  const reelNumbers = (reels: number[]) => reels.map((reel) => reel + 1).join(', ');
  const features = [
    freeSpins &&
      t(m.freeSpins, {
        awards: freeSpins.awards.filter((n) => n > 0).join(' / '),
        counts: freeSpins.awards.flatMap((n, count) => (n > 0 ? [count] : [])).join(' / '),
        multiplier: freeSpins.multiplier,
        retrigger: freeSpins.retrigger ? 'yes' : 'no',
      }),
    pick && t(m.pick, { trigger: pick.trigger, prizes: pick.prizes.join(' / ') }),
    holdAndWin &&
      t(m.holdAndWin, {
        trigger: holdAndWin.trigger,
        respins: holdAndWin.respins,
        chance: holdAndWin.chance,
        values: holdAndWin.values.map(({ value, weight }) => `${value} (${weight})`).join(', '),
        grand: holdAndWin.grand,
      }),
    stickyWildReels && t(m.sticky, { reels: reelNumbers(stickyWildReels) }),
    expandingWildReels && t(m.expanding, { reels: reelNumbers(expandingWildReels) }),
    par.scatterPays &&
      t(m.scatterPays, {
        pays: par.scatterPays.flatMap((pay, count) => (pay > 0 ? [`${count}: ${pay}`] : [])).join(', '),
      }),
  ].filter((text): text is string => Boolean(text));
  return (
    <>
      <Section title={t(m.par)}>
        <DetailList
          items={[
            { label: t(m.reading), value: t(readingLabels[par.reading], { count: par.lines ?? 0 }) },
            { label: t(m.window), value: t(m.windowSize, { reels: par.reels.length, rows: par.rows }) },
            { label: t(m.betUnits), value: t(m.betUnitsValue, { units: par.betUnits }) },
            { label: t(m.stopCombinations), value: BigInt(par.stopCombinations).toLocaleString() },
            { label: t(m.rtpTotal), value: percent(par.rtp.total) },
            { label: t(m.rtpBase), value: percent(par.rtp.base) },
            { label: t(m.rtpFreeSpins), value: percent(par.rtp.freeSpins) },
            { label: t(m.rtpPick), value: percent(par.rtp.pick) },
            { label: t(m.rtpHoldAndWin), value: percent(par.rtp.holdAndWin) },
            { label: t(m.rtpJackpot), value: percent(par.rtp.jackpot) },
            { label: t(m.featureFrequency), value: chance(par.featureFrequency) },
            {
              label: t(m.hitFrequency),
              value: par.hitFrequency === null ? t(m.notMeasured) : chance(par.hitFrequency),
            },
            {
              label: t(m.standardDeviation),
              value: par.standardDeviation === null ? t(m.notMeasured) : par.standardDeviation.toFixed(2),
            },
            {
              label: t(m.measuredRounds),
              value: par.measuredRounds === null ? t(m.notMeasured) : par.measuredRounds.toLocaleString(),
            },
          ]}
        />
      </Section>
      <Section title={t(m.features)}>
        {features.length === 0 ? <p>{t(m.noFeatures)}</p> : features.map((text) => <p key={text}>{text}</p>)}
      </Section>
      <Section title={t(m.payTable)}>
        <PayTable par={par} />
      </Section>
      <Section title={t(m.strips)}>
        <Strips par={par} />
      </Section>
    </>
  );
}

function PayTable({ par }: { par: Par }) {
  const width = Math.max(...par.pays.map(({ pays }) => pays.length));
  // counts that pay for some symbol: 3, 4 and 5 of a kind on five reels; cluster sizes on a cluster slot
  const counts = Array.from({ length: width }, (_, n) => n).filter((n) =>
    par.pays.some(({ pays }) => (pays[n] ?? 0) > 0),
  );
  const columns: ColumnDef<Par['pays'][number], unknown>[] = [
    { accessorKey: 'symbol', header: () => t(m.symbol), cell: ({ row }) => words(row.original.symbol) },
    ...counts.map(
      (n): ColumnDef<Par['pays'][number], unknown> => ({
        id: `pays${n}`,
        header: () => t(m.ofAKind, { n: n === width - 1 && par.reading === 'clusters' ? `${n}+` : n }),
        cell: ({ row }) => row.original.pays[n] ?? 0,
      }),
    ),
  ];
  return (
    <DataTable
      caption={t(m.payTableCaption)}
      columns={columns}
      data={par.pays}
      getRowId={(row) => row.symbol}
      emptyText="—"
    />
  );
}

function Strips({ par }: { par: Par }) {
  const longest = Math.max(...par.reels.map((strip) => strip.length));
  const rows = Array.from({ length: longest }, (_, stop) => stop);
  const columns: ColumnDef<number, unknown>[] = [
    { id: 'stop', header: () => t(m.stop), cell: ({ row }) => row.original + 1 },
    ...par.reels.map(
      (strip, reel): ColumnDef<number, unknown> => ({
        id: `reel${reel}`,
        header: () => t(m.reel, { n: reel + 1 }),
        cell: ({ row }) => (strip[row.original] === undefined ? '' : words(strip[row.original]!)),
      }),
    ),
  ];
  return (
    <DataTable
      caption={t(m.stripsCaption)}
      columns={columns}
      data={rows}
      getRowId={(row) => String(row)}
      emptyText="—"
    />
  );
}
