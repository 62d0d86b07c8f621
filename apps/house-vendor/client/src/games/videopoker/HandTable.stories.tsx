import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyFrame, storySession } from '../../storybook/storyFrame';
import { HandTable } from './HandTable';

const { t } = storyFrame(storySession('videopoker', 'house_videopoker', 'Jacks or Better', null, '99.544'));
// cards as the engines number them: rank card % 13 (0 the ace), suit ⌊card / 13⌋ (spades, hearts, diamonds, clubs)
const JS = 10;
const JH = 23;
const SEVEN_D = 32;
const TWO_C = 40;
const NINE_S = 8;

const meta = {
  title: 'Games/VideoPoker/Hand',
  component: HandTable,
  args: {
    t,
    cards: [JS, JH, SEVEN_D, TWO_C, NINE_S],
    held: [true, true, false, false, false],
    canHold: true,
    onToggle: () => {},
  },
} satisfies Meta<typeof HandTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dealt pair of jacks, both held: HELD under each, in the page's words, the cards' art unchanged. */
export const Holding: Story = {};

/** After the draw: the jacks kept; J♦, 4♠ and 4♣ drawn make a full house. */
export const Drawn: Story = {
  args: { cards: [JS, JH, 36, 3, 42], canHold: false },
};

/** Before the first deal: five backs, nothing to hold. */
export const Backs: Story = {
  args: { cards: [null, null, null, null, null], held: [false, false, false, false, false], canHold: false },
};
