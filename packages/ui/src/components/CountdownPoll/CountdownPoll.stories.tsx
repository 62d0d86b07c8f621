import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountdownPoll } from './CountdownPoll';

const meta = {
  title: 'Payments/CountdownPoll',
  component: CountdownPoll,
  args: { label: 'Checking your payment', attempt: 2, maxAttempts: 4, attemptText: 'Check 2 of 4' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CountdownPoll>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Starting: Story = { args: { attempt: 0, attemptText: 'Starting…' } };

export const InProgress: Story = {};

export const LastCheck: Story = { args: { attempt: 4, attemptText: 'Check 4 of 4' } };

export const LongText: Story = {
  args: {
    label: 'We are confirming your transfer with the payment provider. Please keep this window open.',
    attempt: 1,
    maxAttempts: 3,
    attemptText: 'Confirmation attempt 1 of 3',
  },
};
