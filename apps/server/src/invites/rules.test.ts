import { describe, expect, it } from 'vitest';
import { awardFigures, cellsToPay } from './rules.js';

const one = { id: 1, personCount: 1 };
const three = { id: 2, personCount: 3 };
const five = { id: 3, personCount: 5 };
const ten = { id: 4, personCount: 10 };
const tiers = [one, three, five, ten];

describe('which invitation cells a claim pays', () => {
  it('pays the claimed cell when enough invitees count and it is above treasureIndex', () => {
    expect(cellsToPay(tiers, one, 1, 0)).toEqual([one]);
  });

  it('refuses a cell whose personCount the invitees do not reach', () => {
    expect(cellsToPay(tiers, three, 2, 0)).toBe('notEnoughInvitees');
  });

  it('refuses a cell at or below treasureIndex', () => {
    expect(cellsToPay(tiers, three, 5, 3)).toBe('alreadyClaimed');
    expect(cellsToPay(tiers, one, 5, 3)).toBe('alreadyClaimed');
  });

  it('pays the lower cells not claimed yet together with a higher one, lowest first', () => {
    expect(cellsToPay(tiers, five, 6, 1)).toEqual([three, five]);
    expect(cellsToPay([...tiers].reverse(), five, 5, 0)).toEqual([one, three, five]);
  });
});

describe('the award balance and the pending award', () => {
  const grid = [
    { personCount: 1, bonusCents: 500n },
    { personCount: 3, bonusCents: 2000n },
    { personCount: 5, bonusCents: 4000n },
    { personCount: 10, bonusCents: 10000n },
  ];

  it('counts as balance the tiers reached and not claimed, as pending those waiting on activations', () => {
    expect(awardFigures(grid, { childCount: 3, inviteCount: 5, treasureIndex: 0 })).toEqual({
      awardBalanceCents: 2500n,
      pendingAwardCents: 4000n,
    });
  });

  it('leaves claimed tiers out of both', () => {
    expect(awardFigures(grid, { childCount: 3, inviteCount: 6, treasureIndex: 3 })).toEqual({
      awardBalanceCents: 0n,
      pendingAwardCents: 4000n,
    });
    // Claimed above what counts now (an invitee was disabled since): nothing is owed twice.
    expect(awardFigures(grid, { childCount: 2, inviteCount: 5, treasureIndex: 5 })).toEqual({
      awardBalanceCents: 0n,
      pendingAwardCents: 0n,
    });
  });

  it('is zero without invitees', () => {
    expect(awardFigures(grid, { childCount: 0, inviteCount: 0, treasureIndex: 0 })).toEqual({
      awardBalanceCents: 0n,
      pendingAwardCents: 0n,
    });
  });
});
