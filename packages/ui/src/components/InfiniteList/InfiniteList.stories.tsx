import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GameCard } from '../GameCard/GameCard';
import { sampleGames } from '../GameCard/GameCard.fixtures';
import { GameGrid } from '../GameGrid/GameGrid';
import { InfiniteList } from './InfiniteList';

const games = (
  <GameGrid aria-label="Play for fun">
    {sampleGames.slice(0, 5).map((game) => (
      <GameCard key={game.id} name={game.name} cover={game.cover} />
    ))}
  </GameGrid>
);

const meta = {
  title: 'Games/InfiniteList',
  component: InfiniteList,
  args: {
    children: games,
    threshold: 500,
    hasMore: true,
    loading: false,
    loadingText: 'Loading more games…',
    endText: 'No more games',
    onLoadMore: fn(),
  },
} satisfies Meta<typeof InfiniteList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingMore: Story = { args: { loading: true } };

export const EndOfList: Story = { args: { hasMore: false } };

export const LongText: Story = {
  args: {
    hasMore: false,
    endText: 'You have reached the end of the list. New games are added every week, so check back soon.',
  },
};
