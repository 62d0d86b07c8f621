import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyFrame, storySession } from '../../storybook/storyFrame';
import { Racetrack } from './Racetrack';

const { t } = storyFrame(storySession('roulette', 'house_roulette_french', 'French Roulette', 'french'));
const chipLabel = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

const meta = {
  title: 'Games/Roulette/Racetrack',
  component: Racetrack,
  args: { t, chips: {}, chipLabel, winning: null, disabled: false, onPlace: () => {} },
} satisfies Meta<typeof Racetrack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The French table's racetrack: the numbers in the wheel's order around the three called bets. */
export const Track: Story = {};

/** A voisins du zéro of nine 1.00 chips and a straight bet on 26 placed from the track, 26 drawn. */
export const Called: Story = { args: { chips: { voisins: 900, n26: 100 }, winning: 26, disabled: true } };
