import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BirthdayInput } from './BirthdayInput';

const meta = {
  title: 'Inputs/BirthdayInput',
  component: BirthdayInput,
  args: {
    label: 'Date of birth',
    ageLabel: '18+',
    yearLabel: 'Year, digit',
    monthLabel: 'Month, digit',
    dayLabel: 'Day, digit',
    onValueChange: fn(),
  },
} satisfies Meta<typeof BirthdayInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '1990-07-24' } };

export const PartlyFilled: Story = { args: { defaultValue: '1985' } };

export const ErrorState: Story = {
  name: 'Error',
  args: { defaultValue: '2012-01-05', error: 'You must be 18 or over to play.' },
};

export const LongText: Story = {
  args: {
    label: 'Date of birth as shown on your passport or national identity card',
    error:
      'Please enter your full date of birth: four digits for the year, two for the month and two for the day.',
  },
};
