import type { Meta, StoryObj } from '@storybook/react-vite';
import { MonthPicker } from './MonthPicker';

const meta = {
  title: 'Inputs/MonthPicker',
  component: MonthPicker,
  args: { label: 'Month', placeholder: 'MM' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof MonthPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Selected: Story = { args: { defaultValue: '09' } };

export const ErrorState: Story = { name: 'Error', args: { error: 'Please choose the expiry month.' } };
