import { describe, expect, it } from 'vitest';
import { inviteCells } from './inviteRules';

const configs = [
  { id: 3, personCount: 5, bonusAmount: '40.00' },
  { id: 1, personCount: 1, bonusAmount: '5.00' },
  { id: 2, personCount: 3, bonusAmount: '20.00' },
];

const state = (childCount: number, treasureIndex: number) =>
  inviteCells(configs, { childCount, treasureIndex }).map(({ personCount, active, claimable, claimed }) => ({
    personCount,
    active,
    claimable,
    claimed,
  }));

describe('an invitation reward cell', () => {
  it('is active once childCount reaches its personCount, in personCount order', () => {
    expect(state(3, 0)).toEqual([
      { personCount: 1, active: true, claimable: true, claimed: false },
      { personCount: 3, active: true, claimable: true, claimed: false },
      { personCount: 5, active: false, claimable: false, claimed: false },
    ]);
  });

  it('disables Get when treasureIndex is at least personCount, or childCount is below it', () => {
    expect(state(4, 3)).toEqual([
      { personCount: 1, active: true, claimable: false, claimed: true },
      { personCount: 3, active: true, claimable: false, claimed: true },
      { personCount: 5, active: false, claimable: false, claimed: false },
    ]);
  });

  it('stays claimed when an invitee no longer counts after the claim', () => {
    expect(state(2, 3)[1]).toEqual({ personCount: 3, active: false, claimable: false, claimed: true });
  });

  it('offers nothing without invitees', () => {
    expect(state(0, 0).every((cell) => !cell.active && !cell.claimable)).toBe(true);
  });
});
