import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatePicker } from './StatePicker';

const meta = {
  title: 'Inputs/StatePicker',
  component: StatePicker,
  args: {
    label: 'State',
    placeholder: 'Choose your state',
    states: [
      { code: 'ON', name: 'Ontario' },
      { code: 'QC', name: 'Quebec' },
      { code: 'NL', name: 'Newfoundland and Labrador' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof StatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Selected: Story = { args: { defaultValue: 'ON' } };

export const ErrorState: Story = { name: 'Error', args: { error: 'Please choose your state.' } };

export const LongText: Story = {
  args: { defaultValue: 'NL', label: 'State, province or territory of residence' },
};
