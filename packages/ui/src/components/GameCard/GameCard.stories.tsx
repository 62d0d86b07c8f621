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
