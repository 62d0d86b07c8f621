import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyFrame, storySession } from '../../storybook/storyFrame';
import { TableSeeds } from './TableSeeds';
import type { TableView } from './table';

const { t } = storyFrame(
  storySession('sharedroulette', 'house_roulette_shared', 'Shared Roulette Table', 'european'),
);

const table: TableView = {
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
  stakeCents: 0,
  players: 0,
  now: '2026-11-26T20:00:08.000Z',
};

const meta = {
  title: 'Games/Shared roulette/Seeds',
  component: TableSeeds,
  args: { t, table },
} satisfies Meta<typeof TableSeeds>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While bets are taken: the seed's hash, published before any bet; the seed itself withheld. */
export const BeforeBetsClose: Story = {};

/** Once bets close: the seed revealed, which a player can hash and replay against every receipt. */
export const Revealed: Story = {
  args: { table: { ...table, phase: 'spinning', pocket: 17, serverSeed: '9c0d'.repeat(16) } },
};
