import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GameCard, GameCardPlaceholder } from './GameCard';
import { sampleGames } from './GameCard.fixtures';

const meta = {
  title: 'Games/GameCard',
  component: GameCard,
  args: { name: 'Golden Pharaoh', cover: sampleGames[0]?.cover, onClick: fn() },
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongName: Story = {
  args: { name: 'Treasure of the Seven Seas and the Lost Kingdom of Atlantis Deluxe Edition' },
};

/* The cover failed to load or the game has none: the initial stands in. */
export const MissingCover: Story = { args: { name: 'Ruby Roulette', cover: undefined } };

export const Loading: Story = { render: () => <GameCardPlaceholder label="Loading games" /> };

/* A slot's stated return and volatility under its name, from its game's definition. */
export const WithReturnAndVolatility: Story = {
  args: { rtp: 'RTP 96.12 %', volatility: { level: 'high', label: 'High volatility' } },
};

/* A phone's three columns leave a tile about 104 px: the figures take a line each. */
export const NarrowWithReturnAndVolatility: Story = {
  args: { rtp: 'RTP 95.77 %', volatility: { level: 'low', label: 'Low volatility' } },
  decorators: [(Story) => <div style={{ width: 104 }}>{Story()}</div>],
};

/* A table game states its return alone: how its results spread is the bets the player picks. */
export const ReturnOnly: Story = {
  args: { name: 'Blackjack Royale', cover: sampleGames[2]?.cover, rtp: 'RTP 99.43 %' },
};
