import type { Meta, StoryObj } from '@storybook/react-vite';
import { GameCard, GameCardPlaceholder } from '../GameCard/GameCard';
import { sampleGames } from '../GameCard/GameCard.fixtures';
import { GameGrid } from './GameGrid';

const meta = {
  title: 'Games/GameGrid',
  component: GameGrid,
  args: { 'aria-label': 'Top games' },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <GameGrid {...args}>
      {[...sampleGames, ...sampleGames.slice(0, 2).map((game) => ({ ...game, id: `${game.id}-again` }))].map(
        (game) => (
          <GameCard key={game.id} name={game.name} cover={game.cover} />
        ),
      )}
    </GameGrid>
  ),
};

export const Loading: Story = {
  render: (args) => (
    <GameGrid {...args} aria-busy="true">
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <GameCardPlaceholder key={index} label="Loading games" />
      ))}
    </GameGrid>
  ),
};

export const FewGames: Story = {
  render: (args) => (
    <GameGrid {...args}>
      {sampleGames.slice(0, 2).map((game) => (
        <GameCard key={game.id} name={game.name} cover={game.cover} />
      ))}
    </GameGrid>
  ),
};
