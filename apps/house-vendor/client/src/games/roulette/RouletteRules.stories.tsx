import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyFrame, storySession } from '../../storybook/storyFrame';
import { RouletteRules } from './RouletteRules';

const meta = {
  title: 'Games/Roulette/Pay table',
  component: RouletteRules,
  args: { frame: storyFrame(storySession('roulette', 'house-roulette', 'European Roulette')) },
} satisfies Meta<typeof RouletteRules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rules and what each bet pays, inside bets and outside bets. */
export const PayTable: Story = {};

/** The French table: la partage with its return, and the racetrack's called bets. */
export const French: Story = {
  args: { frame: storyFrame(storySession('roulette', 'house_roulette_french', 'French Roulette', 'french')) },
};
