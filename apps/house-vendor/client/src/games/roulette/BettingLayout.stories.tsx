import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { storyFrame, storySession } from '../../storybook/storyFrame';
import { BettingLayout } from './BettingLayout';

const { t } = storyFrame(storySession('roulette', 'house-roulette', 'European Roulette'));
const chipLabel = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

const meta = {
  title: 'Games/Roulette/Layout',
  component: BettingLayout,
  args: { t, chips: {}, chipLabel, winning: null, disabled: false, onPlace: () => {} },
} satisfies Meta<typeof BettingLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty felt: numbers, the lines and corners between them, and the outside bets. */
export const Empty: Story = {};

/** Chips on a straight, a split, a corner, a street, a six line and two outside bets. */
export const WithChips: Story = {
  args: {
    chips: {
      n17: 100,
      'split-17-20': 100,
      'corner-25-26-28-29': 500,
      'street-31-32-33': 50,
      'sixLine-1-2-3-4-5-6': 100,
      red: 2500,
      dozen2: 100,
    },
  },
};

/** After the spin: the drawn number marked, betting closed while the wheel turns. */
export const Winning: Story = { args: { chips: { n17: 100, red: 100 }, winning: 17, disabled: true } };

/** Tap a number, a line or a corner: a 1.00 chip goes there. */
export const Placing: Story = {
  render: (args) => {
    const [chips, setChips] = useState<Record<string, number>>({});
    return (
      <BettingLayout
        {...args}
        chips={chips}
        onPlace={(spot) => setChips({ ...chips, [spot.id]: (chips[spot.id] ?? 0) + 100 })}
      />
    );
  },
};
