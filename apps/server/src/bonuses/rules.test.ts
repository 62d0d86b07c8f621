import { describe, expect, it } from 'vitest';
import {
  bonusRulesFrom,
  cashback,
  countedStake,
  defaultBonusRules,
  firstDepositBonus,
  fridayBonus,
} from './rules.js';

const rules = defaultBonusRules;

describe('bonus terms (spec 002 §9 figures as defaults)', () => {
  it('first-deposit bonus: 100% up to 200, minimum deposit 10, wagering 50x bonus plus deposit', () => {
    expect(firstDepositBonus(999n, rules)).toEqual({ bonus: 0n, wagering: 0n });
    expect(firstDepositBonus(1000n, rules)).toEqual({ bonus: 1000n, wagering: 100000n });
    expect(firstDepositBonus(15000n, rules)).toEqual({ bonus: 15000n, wagering: 1500000n });
    expect(firstDepositBonus(50000n, rules)).toEqual({ bonus: 20000n, wagering: 3500000n });
  });

  it('a bet counts at most 2.00, times its game type share (slots 100%, table games 10%)', () => {
    expect(countedStake(150n, 'slot', rules)).toBe(150n);
    expect(countedStake(10000n, 'slot', rules)).toBe(200n);
    expect(countedStake(100n, 'blackjack', rules)).toBe(10n);
    expect(countedStake(10000n, 'roulette', rules)).toBe(20n);
    // A game type the terms do not name counts nothing toward wagering.
    expect(countedStake(100n, 'crash', rules)).toBe(0n);
  });

  it('Monday cashback: 5/8/12/15/20% by level on the net cash loss, at least 1.00, nothing on a win', () => {
    expect(cashback(10000n, 'bronze', rules)).toBe(500n);
    expect(cashback(10000n, 'silver', rules)).toBe(800n);
    expect(cashback(10000n, 'gold', rules)).toBe(1200n);
    expect(cashback(10000n, 'platinum', rules)).toBe(1500n);
    expect(cashback(10000n, 'diamond', rules)).toBe(2000n);
    expect(cashback(1999n, 'bronze', rules)).toBe(0n);
    expect(cashback(2000n, 'bronze', rules)).toBe(100n);
    expect(cashback(-5000n, 'diamond', rules)).toBe(0n);
    expect(cashback(10000n, 'entry', rules)).toBe(0n);
  });

  it('Friday bonus by level: deposits at least the minimum and a real balance under the limit', () => {
    expect(fridayBonus('bronze', 10000n, 999n, rules)).toBe(1000n);
    expect(fridayBonus('bronze', 9999n, 0n, rules)).toBe(0n);
    expect(fridayBonus('bronze', 10000n, 1000n, rules)).toBe(0n);
    expect(fridayBonus('silver', 15000n, 1999n, rules)).toBe(2000n);
    expect(fridayBonus('gold', 20000n, 2999n, rules)).toBe(3000n);
    expect(fridayBonus('platinum', 25000n, 3999n, rules)).toBe(4000n);
    expect(fridayBonus('diamond', 30000n, 4999n, rules)).toBe(5000n);
    expect(fridayBonus('entry', 100000n, 0n, rules)).toBe(0n);
  });

  it('is configuration: the UK preset wagers 10x the bonus alone, overrides apply on top, a bad value keeps the preset', () => {
    expect(bonusRulesFrom('uk', '').wageringMultiplier).toBe(10);
    // UKGC's cap is 10x the bonus: a 10.00 deposit's 10.00 bonus wagers 100.00, not (10 + 10) x 10.
    expect(firstDepositBonus(1000n, bonusRulesFrom('uk', '')).wagering).toBe(10000n);
    expect(firstDepositBonus(1000n, bonusRulesFrom('default', '')).wagering).toBe(100000n);
    expect(
      firstDepositBonus(1000n, bonusRulesFrom('default', '{"wageringIncludesDeposit": false}')).wagering,
    ).toBe(50000n);
    const custom = bonusRulesFrom(
      'default',
      '{"wageringMultiplier": 35, "signUp": {"amount": "10.00"}, "contributions": {"slot": 50}, "maxCountedBet": "oops"}',
    );
    expect(custom.wageringMultiplier).toBe(35);
    expect(custom.signUp).toEqual({ amountCents: 1000n, winCapCents: 20000n });
    expect(custom.contributions).toEqual({ slot: 50 });
    expect(custom.maxCountedBetCents).toBe(200n);
    expect(bonusRulesFrom('default', '{not json')).toEqual(defaultBonusRules);
    expect(bonusRulesFrom('nonsense', undefined)).toEqual(defaultBonusRules);
  });
});
