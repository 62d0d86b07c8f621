import type { Meta, StoryObj } from '@storybook/react-vite';
import { CashoutMethodPicker } from './CashoutMethodPicker';

const meta = {
  title: 'Inputs/CashoutMethodPicker',
  component: CashoutMethodPicker,
  args: {
    label: 'Cash-out method',
    placeholder: 'Choose a method',
    methods: [
      { code: 'BANK_CARD', name: 'Bank transfer', enabled: true },
      { code: 'PAYPAL', name: 'PayPal', enabled: true },
      { code: 'MERCADO_PAGO', name: 'Mercado Pago', enabled: false },
      { code: 'BTC', name: 'Bitcoin', enabled: true },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof CashoutMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Selected: Story = { args: { defaultValue: 'PAYPAL' } };

export const ErrorState: Story = { name: 'Error', args: { error: 'Please choose a cash-out method.' } };
