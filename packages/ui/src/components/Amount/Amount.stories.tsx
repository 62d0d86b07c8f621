import type { Meta, StoryObj } from '@storybook/react-vite';
import { Amount, amountTones } from './Amount';

const meta = {
  title: 'Money/Amount',
  component: Amount,
  args: { value: '1234.5', currency: 'USD', locale: 'en', tone: 'neutral', fell: false },
  argTypes: { tone: { control: 'inline-radio', options: amountTones } },
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {};

export const Spanish: Story = { args: { value: '1000.10', currency: 'EUR', locale: 'es' } };

export const Zero: Story = { args: { value: '0' } };

export const Fell: Story = { args: { value: '20', fell: true, tone: 'signed' } };

export const Rose: Story = { args: { value: '150.25', currency: 'EUR', locale: 'de', tone: 'signed' } };

export const LongText: Story = { args: { value: '98765432109876.555' } };
