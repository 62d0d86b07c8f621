import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyFrame, storySession } from '../../storybook/storyFrame';
import { BlackjackRules } from './BlackjackRules';

const meta = {
  title: 'Games/Blackjack/Pay table',
  component: BlackjackRules,
  args: {
    frame: storyFrame(storySession('blackjack', 'house-blackjack', 'Blackjack Classic', 'classic', '99.430')),
  },
} satisfies Meta<typeof BlackjackRules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table's rules and payouts as the engine plays them. */
export const Rules: Story = {};

/** European no hole card: the dealer's second card after the players, its house edge. */
export const NoHoleCard: Story = {
  args: {
    frame: storyFrame(
      storySession('blackjack', 'house_blackjack_enhc', 'European Blackjack', 'enhc', '99.318'),
    ),
  },
};
