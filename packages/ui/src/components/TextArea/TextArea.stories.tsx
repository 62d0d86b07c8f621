import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Message', placeholder: 'How can we help?' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: {
    defaultValue: 'My cash-out has been pending since Monday. Could you tell me when it will be paid?',
    description: 'Up to 2000 characters',
  },
};

export const WithError: Story = { args: { error: 'Message required' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sent' } };

export const LongText: Story = {
  args: {
    label: 'Describe the problem you met in as much detail as you can, with the game and the time',
    defaultValue: 'x'.repeat(600),
  },
};
