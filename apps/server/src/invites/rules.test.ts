import { describe, expect, it } from 'vitest';
import { cellsToPay } from './rules.js';

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
