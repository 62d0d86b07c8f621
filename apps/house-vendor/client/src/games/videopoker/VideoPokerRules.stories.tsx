import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyFrame, storySession } from '../../storybook/storyFrame';
import { VideoPokerRules } from './VideoPokerRules';

const meta = {
  title: 'Games/VideoPoker/Rules',
  component: VideoPokerRules,
  args: {
    frame: storyFrame(storySession('videopoker', 'house_videopoker', 'Jacks or Better', null, '99.544')),
  },
} satisfies Meta<typeof VideoPokerRules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The deck, the hold and draw, the 9/6 pay table and the exact return with the best hold. */
export const Rules: Story = {};
