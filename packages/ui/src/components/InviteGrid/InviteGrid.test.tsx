import { describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { type InviteCell, InviteGrid } from './InviteGrid';

const cell = (id: string, state: Partial<InviteCell>): InviteCell => ({
  id,
  personCount: 3,
  bonusAmount: '20',
  personText: id,
  active: false,
  claimable: false,
  claimed: false,
  ...state,
});

describe('InviteGrid', () => {
  test('only claimable, unclaimed cells can be claimed, and a claim under way waits', async () => {
    const onClaim = vi.fn();
    const cells = [
      cell('ready', { active: true, claimable: true }),
      cell('taken', { active: true, claimed: true }),
      cell('locked', {}),
      cell('busy', { active: true, claimable: true }),
    ];
    const screen = await render(
      <InviteGrid
        cells={cells}
        currency="EUR"
        locale="en"
        getLabel="Get"
        claimedLabel="Claimed"
        onClaim={onClaim}
        claimingId="busy"
        aria-label="Rewards"
      />,
    );
    const item = (name: string) => screen.getByRole('listitem').filter({ hasText: name });
    await expect.element(item('taken').getByRole('button', { name: 'Claimed' })).toBeDisabled();
    await expect.element(item('locked').getByRole('button', { name: 'Get' })).toBeDisabled();
    await expect.element(item('busy').getByRole('button', { name: 'Get' })).toBeDisabled();
    await expect.element(item('ready').getByText('€20.00')).toBeVisible();

    await item('ready').getByRole('button', { name: 'Get' }).click();
    expect(onClaim).toHaveBeenCalledExactlyOnceWith('ready');
  });
});
