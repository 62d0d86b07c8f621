import type { Meta, StoryObj } from '@storybook/react-vite';
import { WinsTicker } from './WinsTicker';

const meta = {
  title: 'Home/WinsTicker',
  component: WinsTicker,
  parameters: { fullBleed: true },
  args: {
    label: 'Recent wins',
    pauseLabel: 'Pause',
    playLabel: 'Play',
    items: [
      'pla***r won $412.30 on Gold Rush',
      'luc***7 won €198.00 on Blackjack',
      'spi***n won $873.55 on Fruit Party',
      'ace***1 won $105.10 on Roulette',
    ],
  },
} satisfies Meta<typeof WinsTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { items: [] } };

export const LongText: Story = {
  args: {
    items: ['a_player_with_a_very_long_name won $999.99 on Mega Fortune Dreams Progressive Jackpot Deluxe'],
  },
};
