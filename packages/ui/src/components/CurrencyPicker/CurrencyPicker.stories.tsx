import type { Meta, StoryObj } from '@storybook/react-vite';
import { CurrencyPicker } from './CurrencyPicker';

const meta = {
  title: 'Inputs/CurrencyPicker',
  component: CurrencyPicker,
  args: {
    label: 'Currency',
    placeholder: 'Choose a currency',
    currencies: [
      { code: 'EUR', symbol: '€' },
      { code: 'USD', symbol: '$' },
      { code: 'BRL', symbol: 'R$' },
      { code: 'CAD', symbol: 'C$' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof CurrencyPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Selected: Story = { args: { defaultValue: 'BRL' } };

export const Disabled: Story = { args: { defaultValue: 'EUR', disabled: true } };
