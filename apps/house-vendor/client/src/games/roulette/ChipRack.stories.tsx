import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ChipRack } from './ChipRack';

const chipLabel = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

const meta = {
  title: 'Games/Roulette/Chip',
  component: ChipRack,
  args: {
    chips: [10, 50, 100, 500, 2500, 10000],
    chosen: 100,
    label: 'Chip value',
    chipLabel,
    onChoose: () => {},
  },
} satisfies Meta<typeof ChipRack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rack of a table from 0.10 to 100.00, 1.00 chosen. */
export const Rack: Story = {};

/** A high-limit table: only the chips within its limits. */
export const HighLimit: Story = { args: { chips: [500, 2500, 10000], chosen: 2500 } };

/** Tapping a chip chooses it. */
export const Choosing: Story = {
  render: (args) => {
    const [chosen, setChosen] = useState(args.chosen);
    return <ChipRack {...args} chosen={chosen} onChoose={setChosen} />;
  },
};
