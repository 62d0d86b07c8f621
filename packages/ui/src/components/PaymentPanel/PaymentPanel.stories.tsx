import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { PaymentPanel } from './PaymentPanel';

const meta = {
  title: 'Deposits/PaymentPanel',
  component: PaymentPanel,
  args: {
    qrLabel: 'QR code to pay',
    qrLoadingText: 'Preparing the QR code…',
    copyLabel: 'Copy',
    onCopied: () => {},
    onCopyFailed: () => {},
  },
} satisfies Meta<typeof PaymentPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const bitcoin = [
  { label: 'Send to this address', value: 'bc1qxh2l0g2ueg084falccs3am3wtr3a8sl5pkvz7q' },
  { label: 'Exact amount to send', value: '0.00153847' },
];

export const Crypto: Story = {
  args: {
    qrValue: 'bitcoin:bc1qxh2l0g2ueg084falccs3am3wtr3a8sl5pkvz7q?amount=0.00153847',
    fields: bitcoin,
    children: (
      <Button variant="primary" fullWidth>
        I'VE MADE THE TRANSFER
      </Button>
    ),
  },
};

export const QrLoading: Story = { args: { fields: bitcoin } };

export const Pix: Story = {
  args: {
    qrValue:
      '00020126470014br.gov.bcb.pix2525pix.example.com/qr/v2/abc5204000053039865802BR5910CASINO 3616009SAO PAULO62070503***6304A1DE',
    fields: [
      {
        label: 'Pix copia e cola',
        value:
          '00020126470014br.gov.bcb.pix2525pix.example.com/qr/v2/abc5204000053039865802BR5910CASINO 3616009SAO PAULO62070503***6304A1DE',
      },
    ],
  },
};
