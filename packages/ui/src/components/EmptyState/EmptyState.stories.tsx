import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Games/EmptyState',
  component: EmptyState,
  args: { title: 'Coming soon' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ComingSoon: Story = {};

export const WithAction: Story = {
  args: {
    title: 'No games yet',
    description: 'New live tables are on their way.',
    action: <Button variant="secondary">All games</Button>,
  },
};

export const LongText: Story = {
  args: {
    title: 'Our brand new collection of progressive jackpot slot machines is coming very soon',
    description:
      'We are adding dozens of new titles from our partner studios. Check back shortly, or explore the games that are already available in the other categories of the lobby.',
  },
};
