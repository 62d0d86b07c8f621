import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReceiptView } from '../api';
import { game as roulette } from '../games/roulette/index';
import { storyFrame, storySession } from '../storybook/storyFrame';
import { HistoryDialog } from './HistoryDialog';

const session = storySession('roulette', 'house-roulette', 'European Roulette');
const round = (n: number, number: number, bet: string, payout: string): ReceiptView =>
  ({
    game: 'roulette',
    bets: [{ kind: 'straight', numbers: [17], amountCents: 100 }],
    roundId: `round-${n}`,
    serverSeedHash: 'a3f1'.repeat(16),
    serverSeed: null,
    clientSeed: 'my-lucky-seed',
    nonce: 12 - n,
    outcome: { number, color: 'red', bets: [], betCents: 100, payoutCents: 0 },
    gameCode: 'house-roulette',
    bet,
    payout,
    createdAt: new Date(Date.UTC(2026, 10, 26, 21, 30 - n * 2, 5)).toISOString(),
  }) as ReceiptView;
const rounds = [
  round(0, 17, '2.00', '36.00'),
  round(1, 0, '2.00', '0.00'),
  round(2, 23, '5.00', '5.00'),
  round(3, 8, '1.00', '0.00'),
];

const meta = {
  title: 'Games/History',
  component: HistoryDialog,
  args: { frame: storyFrame(session, rounds), game: roulette, open: true, onOpenChange: () => {} },
} satisfies Meta<typeof HistoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last rounds of this game: time, stake, outcome, win and each round's receipt. */
export const LastRounds: Story = {};

/** A player's first visit: nothing played yet. */
export const Empty: Story = { args: { frame: storyFrame(session, []) } };
