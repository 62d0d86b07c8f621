import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HistoryRow } from './HistoryRow';

const meta = {
  title: 'Money/HistoryRow',
  component: HistoryRow,
  args: { date: '2026-11-21 18:42', label: 'Deposit', amount: '200.00', currencySymbol: '€' },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 560 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof HistoryRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rose: Story = {};

export const Fell: Story = { args: { label: 'Bet: Golden Pharaoh', amount: '12.5', fell: true } };

export const CashOutCancellable: Story = {
  args: {
    label: 'Bank transfer',
    amount: '300',
    fell: true,
    status: { kind: 'withdraw', status: 0, label: 'Pending review' },
    cancel: { label: 'Cancel', onCancel: fn() },
  },
};

export const CashOutCompleted: Story = {
  args: {
    label: 'PayPal',
    amount: '1500',
    fell: true,
    status: { kind: 'withdraw', status: 40, label: 'Completed' },
  },
};

export const LongText: Story = {
  args: {
    label: 'Treasure of the Seven Seas and the Lost Kingdom of Atlantis Deluxe Megaways Edition',
    amount: '1234567.89',
    currencySymbol: 'R$',
    status: { kind: 'withdraw', status: 20, label: 'Approved, waiting for the payment provider' },
  },
};
