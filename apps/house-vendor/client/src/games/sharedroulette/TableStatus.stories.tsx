import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyFrame, storySession } from '../../storybook/storyFrame';
import { TableStatus } from './TableStatus';
import type { TableView } from './table';

const { t, money } = storyFrame(
  storySession('sharedroulette', 'house_roulette_shared', 'Shared Roulette Table', 'european'),
);

/** Round 7 of the table, three players' stakes on it, bets open. */
const betting: TableView = {
  tableCode: 'house_roulette_shared',
  roundId: 'round-7',
  seq: 7,
  phase: 'betting',
  serverSeedHash: 'a3f1'.repeat(16),
  serverSeed: null,
  clientSeed: '0b7c5a52-3f0e-4b8e-9d7a-6c2f1e9a4d10',
  pocket: null,
  closesAt: '2026-11-26T20:00:20.000Z',
  spinEndsAt: null,
  nextAt: null,
  stakeCents: 4_250,
  players: 3,
  now: '2026-11-26T20:00:08.000Z',
};
const result: TableView = { ...betting, phase: 'result', pocket: 17, serverSeed: '9c0d'.repeat(16) };

const meta = {
  title: 'Games/Shared roulette/Table status',
  component: TableStatus,
  args: {
    t,
    money,
    table: betting,
    open: true,
    seconds: 12,
    myStakeCents: 500,
    exponent: 2,
    settlement: null,
    last: [26, 0, 32, 5],
  },
} satisfies Meta<typeof TableStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bets open: the countdown, every player's stakes on the round and the player's own. */
export const Betting: Story = {};

/** The page has not joined the table yet. */
export const Joining: Story = { args: { table: null, myStakeCents: 0, last: [] } };

/** No more bets: the wheel turns, the layout takes no chip. */
export const NoMoreBets: Story = {
  args: { table: { ...betting, phase: 'spinning', pocket: 17, serverSeed: '9c0d'.repeat(16) }, open: false },
};

/** The result, and the player's bets on it paid more than their stake: the only settlement celebrated. */
export const ResultWon: Story = {
  args: {
    table: result,
    open: false,
    seconds: 4,
    settlement: { roundId: 'round-7', number: 17, stakeCents: 500, payoutCents: 1_000 },
    last: [17, 26, 0, 32, 5],
  },
};

/** Red and black together: 17 returned the stake and no more, said plainly, not celebrated. */
export const ResultReturned: Story = {
  args: {
    table: result,
    open: false,
    seconds: 4,
    settlement: { roundId: 'round-7', number: 17, stakeCents: 600, payoutCents: 600 },
    last: [17, 26, 0, 32, 5],
  },
};

/** A bet that lost: the number and nothing more. */
export const ResultLost: Story = {
  args: {
    table: result,
    open: false,
    seconds: 4,
    settlement: { roundId: 'round-7', number: 17, stakeCents: 500, payoutCents: 0 },
    last: [17, 26, 0, 32, 5],
  },
};
