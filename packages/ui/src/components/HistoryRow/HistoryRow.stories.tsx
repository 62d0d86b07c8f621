import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HistoryRow } from './HistoryRow';

const meta = {
  title: 'Money/HistoryRow',
  component: HistoryRow,
  args: { date: '2026-11-21 18:42', label: 'Deposit', amount: '200.00', currency: 'EUR', locale: 'en' },
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
    currency: 'BRL',
    locale: 'pt',
    status: { kind: 'withdraw', status: 20, label: 'Approved, waiting for the payment provider' },
  },
};

export const Transaction: Story = {
  args: { label: 'Bet · Cash', detail: 'Balance after: €187.50', amount: '-12.50' },
};

const cover = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#7a4bd1"/><circle cx="24" cy="24" r="12" fill="#f2c14e"/></svg>',
)}`;

export const GameRound: Story = {
  args: {
    label: 'Aztec Gold',
    detail: 'Bet €100.00 · Win €40.00',
    amount: '60.00',
    fell: true,
    thumbnail: cover,
  },
};
