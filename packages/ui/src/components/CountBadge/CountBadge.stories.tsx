import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountBadge } from './CountBadge';

const meta = {
  title: 'Feedback/CountBadge',
  component: CountBadge,
  args: { count: 3, label: '3 unread messages' },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};

export const Many: Story = { args: { count: 128, label: '128 unread messages' } };

/* Nothing at all is drawn: an empty badge would read as a count. */
export const Zero: Story = { args: { count: 0, label: 'No unread messages' } };
