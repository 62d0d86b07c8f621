import type { Meta, StoryObj } from '@storybook/react-vite';
import { BankingMethodList } from './BankingMethodList';

const tile = (label: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" rx="12" fill="${color}"/><text x="80" y="60" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="22" font-weight="700" fill="#fff">${label}</text></svg>`,
  )}`;

const meta = {
  title: 'Banking/BankingMethodList',
  component: BankingMethodList,
  args: {
    title: 'Deposit methods',
    limitsLabel: 'Limits',
    timeLabel: 'Processing time',
    emptyText: 'No method is available to you right now.',
    methods: [
      {
        code: 'CARD',
        name: 'Visa & Mastercard',
        icon: tile('VISA', '#1a1f71'),
        limits: '€10.00 – €5,000.00',
        time: 'Instant',
      },
      {
        code: 'PIX',
        name: 'Pix',
        icon: tile('PIX', '#32bcad'),
        limits: '€10.00 – €5,000.00',
        time: 'Instant',
      },
      {
        code: 'CRYPTO',
        name: 'Crypto',
        icon: tile('BTC', '#f7931a'),
        limits: '€10.00 – €5,000.00',
        time: '10–60 minutes',
      },
    ],
  },
} satisfies Meta<typeof BankingMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deposits: Story = {};

export const CashOuts: Story = {
  args: {
    title: 'Cash-out methods',
    methods: [
      { code: 'BANK', name: 'Bank transfer', limits: '€200.00 – €100,000.00', time: '24–72 hours' },
      { code: 'PAYPAL', name: 'PayPal', limits: '€200.00 – €100,000.00', time: '5–30 minutes' },
    ],
  },
};

export const Empty: Story = { args: { methods: [] } };

export const LongText: Story = {
  args: {
    methods: [
      {
        code: 'LONG',
        name: 'Transferencia bancaria internacional por la red SEPA con confirmación manual',
        limits: '200,00 € – 100.000,00 €',
        time: 'Entre 24 y 72 horas hábiles desde la aprobación',
      },
    ],
  },
};
