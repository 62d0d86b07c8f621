import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DigitInput } from './DigitInput';

const meta = {
  title: 'Inputs/DigitInput',
  component: DigitInput,
  args: { value: '', onValueChange: fn(), 'aria-label': 'Verification code, digit 1' },
} satisfies Meta<typeof DigitInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '7' } };

export const ErrorState: Story = { name: 'Error', args: { value: '0', 'aria-invalid': true } };

export const Disabled: Story = { args: { value: '4', disabled: true } };
