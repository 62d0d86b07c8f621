import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyFrame, storySession } from '../../storybook/storyFrame';
import { PayTable } from './PayTable';

const { t } = storyFrame(storySession('videopoker', 'house_videopoker', 'Jacks or Better', null, '99.544'));

const meta = {
  title: 'Games/VideoPoker/Pay table',
  component: PayTable,
  args: { t, coins: 5, won: null },
} satisfies Meta<typeof PayTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five coins bet: the fifth column marked. */
export const FiveCoins: Story = {};

/** Two coins bet and a full house made: its row outlined (18 coins for 2). */
export const FullHouseWon: Story = { args: { coins: 2, won: 'fullHouse' } };

/** Jacks or Better only gives the bet back: its row is not outlined. */
export const BetReturned: Story = { args: { coins: 1, won: 'jacksOrBetter' } };
