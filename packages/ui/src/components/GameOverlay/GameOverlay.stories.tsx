import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WageringMeter } from '../WageringMeter/WageringMeter';
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

/* A member playing with an active bonus: the wagering meter as a strip above the game. */
export const WithBonusMeter: Story = {
  args: {
    banner: (
      <WageringMeter
        variant="strip"
        title="First-deposit bonus"
        labels={{
          bonus: 'Bonus held',
          wagered: 'Wagered so far',
          remaining: 'Still needed',
          expires: 'Expires',
          progress: 'Wagering progress',
        }}
        bonus="50"
        wagered="1875.5"
        required="5000"
        expires="22 Feb 2027, 14:00"
        currency="EUR"
        locale="en"
        contributions={{
          caption: 'Counts towards wagering',
          gameTypeHeader: 'Game type',
          percentHeader: 'Counts',
          currentLabel: 'Playing now',
          rows: [
            { id: 'slot', gameType: 'Slots', percent: 100, current: true },
            { id: 'table', gameType: 'Table games', percent: 10 },
          ],
        }}
      />
    ),
  },
};
