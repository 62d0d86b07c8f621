import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GameOverlay } from './GameOverlay';

/* A stand-in game page: loads instantly and looks the same on every run. */
const gamePage = `data:text/html,${encodeURIComponent(
  '<body style="margin:0;display:grid;place-items:center;height:100vh;background:#123d2b;color:#fff;font:32px serif">Golden Pharaoh</body>',
)}`;

const meta = {
  title: 'Games/GameOverlay',
  component: GameOverlay,
  args: {
    open: true,
    onOpenChange: fn(),
    gameName: 'Golden Pharaoh',
    src: gamePage,
    closeLabel: 'Close game',
    loadingLabel: 'Loading game…',
    depositLabel: 'Deposit',
    onDeposit: fn(),
  },
  parameters: { fullBleed: true },
} satisfies Meta<typeof GameOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/* The launch address is still being fetched. */
export const Loading: Story = { args: { src: undefined } };

export const Playing: Story = {};

/* Play-for-fun mode hides the deposit button. */
export const PlayForFun: Story = { args: { onDeposit: undefined } };

export const LongText: Story = {
  args: { gameName: 'Treasure of the Seven Seas and the Lost Kingdom of Atlantis Deluxe Megaways Edition' },
};
