import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AmountPicker } from './AmountPicker';

const meta = {
  title: 'Inputs/AmountPicker',
  component: AmountPicker,
  args: {
    label: 'Amount',
    freeAmountLabel: 'Other amount',
    shortcuts: ['25', '30', '50', '100', '200', '500', '1000', '2000'],
    min: '10',
    max: '5000',
    step: '1',
    currency: 'EUR',
    locale: 'en',
    description: 'From 10 to 5000',
    rangeError: 'Enter an amount from 10 to 5000',
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof AmountPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ShortcutChosen: Story = { args: { defaultShortcut: '200' } };

export const ShortcutsOnly: Story = {
  args: { shortcuts: ['20', '50', '100', '200'], allowFreeAmount: false, defaultShortcut: '50' },
};

/* Cash-out: minimum 200 in steps of 100, so the smaller shortcuts are disabled. */
export const OutOfRangeShortcuts: Story = {
  args: {
    shortcuts: ['100', '200', '300', '500', '1000', '5000', '10000', '200000'],
    min: '200',
    max: '100000',
    step: '100',
    description: 'From 200 to 100000, in steps of 100',
  },
};

/* A BTC cash-out: amounts to the satoshi, typed freely. */
export const Bitcoin: Story = {
  args: {
    currency: 'BTC',
    decimals: 8,
    shortcuts: [],
    min: '0.00333334',
    max: '1.66666666',
    step: '0.00000001',
    description: 'From ₿0.00333334 to ₿1.66666666',
  },
};

export const LongText: Story = {
  args: {
    label: 'How much would you like to deposit into your casino account today?',
    currency: 'BRL',
    locale: 'pt',
    shortcuts: ['1000', '2000', '3000', '4000', '4500', '4900', '4990', '5000'],
    description: 'Deposits from 10 to 5000; bonuses need at least the minimum bonus deposit.',
  },
};
