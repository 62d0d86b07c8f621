import type { Meta, StoryObj } from '@storybook/react-vite';
import { Amount, amountTones } from './Amount';

const meta = {
  title: 'Money/Amount',
  component: Amount,
  args: { value: '1234.5', currencySymbol: '$', tone: 'neutral', fell: false },
  argTypes: { tone: { control: 'inline-radio', options: amountTones } },
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {};

export const Zero: Story = { args: { value: '0' } };

export const Fell: Story = { args: { value: '20', fell: true, tone: 'signed' } };

export const Rose: Story = { args: { value: '150.25', currencySymbol: '€', tone: 'signed' } };

export const Crypto: Story = { args: { value: '0.004', currencySymbol: 'B' } };

export const LongText: Story = { args: { value: '98765432109876.555' } };
