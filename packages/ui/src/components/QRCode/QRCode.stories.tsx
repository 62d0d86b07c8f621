import type { Meta, StoryObj } from '@storybook/react-vite';
import { QRCode } from './QRCode';

const meta = {
  title: 'Payments/QRCode',
  component: QRCode,
  args: {
    value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    label: 'QR code of the deposit address',
    loadingText: 'Preparing your address…',
  },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CryptoAddress: Story = {};

export const Loading: Story = { args: { value: undefined } };

export const LongValue: Story = {
  args: {
    value:
      'https://pay.example.com/cash/checkout?order=8f14e45fceea167a5a36dedd4bea2543&amount=250.00&currency=EUR&note=Lucky%20Player',
    size: 240,
  },
};
