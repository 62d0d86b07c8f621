import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CoinPicker } from './CoinPicker';

const coins = [
  { value: 'btc', label: 'BTC' },
  { value: 'eth', label: 'ETH' },
];

describe('CoinPicker', () => {
  test('reports the coin clicked, and arrows move the choice', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <CoinPicker label="Coin" coins={coins} value="btc" onValueChange={onValueChange} />,
    );
    await expect.element(screen.getByRole('radio', { name: 'BTC' })).toBeChecked();
    await screen.getByText('ETH').click();
    expect(onValueChange).toHaveBeenLastCalledWith('eth');
    await screen.getByText('BTC').click();
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith('eth');
  });
});
