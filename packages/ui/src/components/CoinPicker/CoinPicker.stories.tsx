import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { type CoinOption, CoinPicker } from './CoinPicker';

const oneCoin: CoinOption[] = [
  { value: 'btc', label: 'BTC' },
  { value: 'eth', label: 'ETH' },
  { value: 'bnb', label: 'BNB (BEP20)' },
  { value: 'usdt', label: 'USDT (ERC20)' },
  { value: 'ltc', label: 'LTC' },
  { value: 'doge', label: 'DOGE' },
];

function Picker({ coins, initial }: { coins: CoinOption[]; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <CoinPicker label="Coin" coins={coins} {...(value ? { value } : {})} onValueChange={setValue} />;
}

const meta = { title: 'Deposits/CoinPicker', component: Picker } satisfies Meta<typeof Picker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = { args: { coins: oneCoin } };
export const Chosen: Story = { args: { coins: oneCoin, initial: 'usdt' } };
export const FourCoins: Story = {
  args: {
    coins: [
      { value: 'bitcoin', label: 'Bitcoin (BTC)' },
      { value: 'ethereum', label: 'Ethereum (ETH)' },
      { value: 'tether', label: 'Tether (USDT)' },
      { value: 'litecoin', label: 'Litecoin (LTC)' },
    ],
    initial: 'bitcoin',
  },
};
