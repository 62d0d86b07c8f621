import { describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { VipPackageList } from './VipPackageList';

const packages = [
  { id: '1', levelName: 'Entry', levelColour: '#8d99ae', pointsText: '100 points', bonus: '1.00' },
  { id: '3', levelName: 'Bronze', levelColour: '#cd7f32', pointsText: '400 points', bonus: '4.40' },
];

describe('VipPackageList', () => {
  test('redeems the package whose button is pressed', async () => {
    const onRedeem = vi.fn();
    const screen = await render(
      <VipPackageList
        packages={packages}
        currency="EUR"
        locale="en"
        redeemLabel="Redeem"
        onRedeem={onRedeem}
        aria-label="Packages"
      />,
    );
    const bronze = screen.getByRole('listitem').filter({ hasText: 'Bronze' });
    await expect.element(bronze.getByText('€4.40')).toBeVisible();
    await bronze.getByRole('button', { name: 'Redeem' }).click();
    expect(onRedeem).toHaveBeenCalledExactlyOnceWith('3');
  });

  test('waits on every button while one redemption is under way', async () => {
    const screen = await render(
      <VipPackageList
        packages={packages}
        currency="EUR"
        locale="en"
        redeemLabel="Redeem"
        onRedeem={() => {}}
        redeemingId="1"
        aria-label="Packages"
      />,
    );
    for (const button of screen.getByRole('button', { name: 'Redeem' }).elements()) {
      expect(button).toHaveProperty('disabled', true);
    }
  });
});
