import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';

const genders = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];

const meta = {
  title: 'Inputs/Select',
  component: Select,
  args: { label: 'Gender', placeholder: 'Choose one', options: genders },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Selected: Story = { args: { defaultValue: 'female' } };

export const ErrorState: Story = { name: 'Error', args: { error: 'Please choose an option.' } };

export const Disabled: Story = { args: { defaultValue: 'other', disabled: true } };

export const LongText: Story = {
  args: {
    label: 'Which statement best describes the source of the funds you deposit?',
    options: [
      { value: 'salary', label: 'Salary from full-time employment, paid monthly into my bank account' },
    ],
    defaultValue: 'salary',
    description: 'We ask this once to comply with anti-money-laundering rules.',
  },
};
