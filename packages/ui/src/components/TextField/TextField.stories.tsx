import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  args: { label: 'Username', placeholder: 'Your username' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValue: 'lucky_player', description: 'Letters, digits and underscores.' },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { defaultValue: 'x', error: 'The username must have at least 6 characters.' },
};

export const Disabled: Story = { args: { defaultValue: 'lucky_player', disabled: true } };

export const LongText: Story = {
  args: {
    label: 'Address line as written on your bank statement or utility bill',
    defaultValue: 'Calle de la Princesa 123, escalera izquierda, piso 4, puerta B, 28008 Madrid',
    description:
      'Proof of address must be dated within the last 3 months, and show your full name and address.',
  },
};
