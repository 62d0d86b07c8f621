import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyFrame, storySession } from '../../storybook/storyFrame';
import { BetSpots } from './BetSpots';

const { t } = storyFrame(storySession('baccarat', 'house_baccarat', 'Baccarat'));
const chipLabel = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

const meta = {
  title: 'Games/Baccarat/Bet spots',
  component: BetSpots,
  args: { t, chips: {}, chipLabel, winner: null, disabled: false, onPlace: () => {} },
} satisfies Meta<typeof BetSpots>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The felt before a bet: player, tie and banker with what each pays. */
export const Empty: Story = {};

/** Chips on the banker and the tie. */
export const WithChips: Story = { args: { chips: { banker: 2500, tie: 100 } } };

/** After a coup the banker won: its spot outlined, the same whether the player's bets won or not. */
export const BankerWon: Story = { args: { chips: { player: 1000 }, winner: 'banker', disabled: true } };
