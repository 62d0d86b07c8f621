import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LiveChatIcon } from './LiveChatIcon';

const meta = {
  title: 'Shell/LiveChatIcon',
  component: LiveChatIcon,
  parameters: { fullBleed: true },
  args: { label: 'Live chat', greeting: 'Hi! Need help? We are online.', onOpen: fn() },
} satisfies Meta<typeof LiveChatIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithGreeting: Story = {};

export const IconOnly: Story = { args: { greeting: undefined } };

export const LongText: Story = {
  args: {
    greeting:
      'Hello and welcome! Our support team is online around the clock to help with deposits and cash-outs.',
  },
};
