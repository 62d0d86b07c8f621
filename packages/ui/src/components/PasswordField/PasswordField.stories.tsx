import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Inputs/PasswordField',
  component: PasswordField,
  args: { label: 'Password', showLabel: 'Show', hideLabel: 'Hide' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'correct-horse-battery' } };

export const ErrorState: Story = {
  name: 'Error',
  args: { label: 'Repeat new password', defaultValue: 'short', error: 'The passwords do not match.' },
};

export const LongText: Story = {
  args: {
    label: 'Current password, the one you used to log in today',
    showLabel: 'Show password',
    hideLabel: 'Hide password',
    description: 'Use at least 8 characters, mixing letters, digits and symbols for a stronger password.',
  },
};
