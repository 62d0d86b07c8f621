import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { PaymentStatus } from './PaymentStatus';

const meta = { title: 'Deposits/PaymentStatus', component: PaymentStatus } satisfies Meta<
  typeof PaymentStatus
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InAnotherWindow: Story = {
  args: {
    tone: 'waiting',
    message: 'Complete the payment in the window that opened. This dialog follows it.',
  },
};
export const WindowBlocked: Story = {
  args: {
    tone: 'waiting',
    message: 'The payment window did not open. Allow pop-ups for this site and try again.',
    action: (
      <Button variant="primary" fullWidth>
        Open the payment window
      </Button>
    ),
  },
};
export const Submitted: Story = {
  args: { tone: 'waiting', message: 'Submitted: your balance rises when the transaction completes' },
};
export const Successful: Story = { args: { tone: 'positive', message: 'Successful' } };
export const Expired: Story = { args: { tone: 'critical', message: 'Expired: the price is no longer held' } };
