import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PhoneInput } from './PhoneInput';

const meta = {
  title: 'Inputs/PhoneInput',
  component: PhoneInput,
  args: {
    label: 'Mobile',
    prefixLabel: 'Prefix',
    numberLabel: 'Mobile number',
    prefixes: ['1', '34', '44', '55'],
    prefix: '',
    number: '',
    prefixPlaceholder: '+',
    numberPlaceholder: 'Mobile number',
    onPrefixChange: fn(),
    onNumberChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { prefix: '34', number: '612345678' } };

export const ErrorState: Story = {
  name: 'Error',
  args: { prefix: '55', number: '12', error: 'Please enter a valid mobile number.' },
};

export const LongText: Story = {
  args: {
    label: 'Mobile number for security codes and withdrawal confirmations',
    prefix: '1',
    number: '2025550123456789',
  },
};
