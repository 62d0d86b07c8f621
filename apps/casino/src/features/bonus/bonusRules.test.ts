import { describe, expect, it } from 'vitest';
import { contributionRows, firstDepositPreview, gameTypeOf, wageringPending } from './bonusRules';

const offer = {
  eligible: true,
  percentage: 100,
  maxBonus: '200.00',
  minimumDeposit: '10.00',
  wageringMultiplier: 50,
  validDays: 90,
};

describe('firstDepositPreview', () => {
  it('gives 100% of the deposit, wagered 50 times bonus plus deposit (spec 002 §9)', () => {
    expect(firstDepositPreview('50', offer, 2)).toEqual({ bonus: '50.00', wagering: '5000.00' });
    expect(firstDepositPreview('10', offer, 2)).toEqual({ bonus: '10.00', wagering: '1000.00' });
    expect(firstDepositPreview('12.34', offer, 2)).toEqual({ bonus: '12.34', wagering: '1234.00' });
  });

  it('caps the bonus at 200 while the deposit still counts in full towards wagering', () => {
    expect(firstDepositPreview('500', offer, 2)).toEqual({ bonus: '200.00', wagering: '35000.00' });
  });

  it('gives nothing below the minimum deposit of 10', () => {
    expect(firstDepositPreview('9.99', offer, 2)).toBeNull();
    expect(firstDepositPreview('0', offer, 2)).toBeNull();
  });

  it('counts a BTC deposit in satoshis, its terms converted (a 0.00333333 maximum)', () => {
    const btc = { ...offer, maxBonus: '0.00333333', minimumDeposit: '0.00016667' };
    expect(firstDepositPreview('0.00123457', btc, 8)).toEqual({
      bonus: '0.00123457',
      wagering: '0.12345700',
    });
    expect(firstDepositPreview('0.01', btc, 8)).toEqual({ bonus: '0.00333333', wagering: '0.66666650' });
    expect(firstDepositPreview('0.00016666', btc, 8)).toBeNull();
    expect(() => firstDepositPreview('0.000000001', btc, 8)).toThrow(RangeError);
  });

  it('follows an operator’s other terms', () => {
    expect(firstDepositPreview('30', { ...offer, percentage: 50, wageringMultiplier: 10 }, 2)).toEqual({
      bonus: '15.00',
      wagering: '450.00',
    });
  });
});

describe('contributionRows', () => {
  const grant = {
    contributions: [
      { gameType: 'roulette', percent: 10 },
      { gameType: 'slot', percent: 100 },
      { gameType: 'blackjack', percent: 10 },
    ],
    otherGamesPercent: 100,
  };

  it('lists the largest share first, then the other games, marking the game being played', () => {
    expect(contributionRows(grant, 'blackjack')).toEqual([
      { id: 'slot', gameType: 'slot', percent: 100, current: false },
      { id: 'blackjack', gameType: 'blackjack', percent: 10, current: true },
      { id: 'roulette', gameType: 'roulette', percent: 10, current: false },
      { id: 'other', gameType: 'other', percent: 100, current: false },
    ]);
  });

  it('marks the other games for a type the table does not name, and nothing without a game', () => {
    expect(
      contributionRows(grant, 'baccarat')
        .filter((row) => row.current)
        .map((row) => row.id),
    ).toEqual(['other']);
    expect(contributionRows(grant).some((row) => row.current)).toBe(false);
  });
});

describe('gameTypeOf', () => {
  it('is the engine of the game code', () => {
    expect(gameTypeOf({ id: 1, gameCode: 'slot:aztec-gold' })).toBe('slot');
    expect(gameTypeOf({ id: 1, gameCode: 'roulette:live-anna' })).toBe('roulette');
    expect(gameTypeOf({ id: 1, gameType: 'blackjack' })).toBe('blackjack');
    expect(gameTypeOf({ id: 1 })).toBeUndefined();
  });
});

describe('wageringPending', () => {
  it('holds a cash-out while any wagering is still needed (spec 002 §4)', () => {
    expect(wageringPending({ rollingAmount: '0.01' })).toBe(true);
    expect(wageringPending({ rollingAmount: '0.00' })).toBe(false);
  });
});
