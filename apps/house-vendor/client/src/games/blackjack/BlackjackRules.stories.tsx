import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyFrame, storySession } from '../../storybook/storyFrame';
import { BlackjackRules } from './BlackjackRules';

const meta = {
  title: 'Games/Blackjack/Pay table',
  component: BlackjackRules,
  args: { frame: storyFrame(storySession('blackjack', 'house-blackjack', 'Blackjack Classic')) },
} satisfies Meta<typeof BlackjackRules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table's rules and payouts as the engine plays them. */
export const Rules: Story = {};
