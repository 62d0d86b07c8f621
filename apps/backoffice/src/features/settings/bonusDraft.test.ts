import { describe, expect, it } from 'vitest';
import { type BonusRules, draftOf, rulesOf } from './bonusDraft';

const rules: BonusRules = {
  preset: 'default',
  wageringMultiplier: 50,
  wageringIncludesDeposit: true,
  maxCountedBet: '2.00',
  contributions: [
    { gameType: 'slot', percent: 100 },
    { gameType: 'roulette', percent: 10 },
  ],
  defaultContribution: 0,
  inactivityDays: 7,
  signUp: { amount: '5.00', winCap: '200.00' },
  firstDeposit: { percent: 100, maxBonus: '200.00', minimumDeposit: '10.00', validDays: 90 },
  cashbackMinimum: '1.00',
  cashbackPercent: [{ level: 'bronze', percent: 5 }],
  friday: [{ level: 'bronze', minDeposit: '100.00', realBalanceUnder: '10.00', bonus: '10.00' }],
};

describe('bonus terms as typed', () => {
  it('reads back what it was given', () => {
    expect(rulesOf(draftOf(rules)).rules).toEqual(rules);
  });

  it('names every wrong field and sends nothing', () => {
    const draft = draftOf(rules);
    draft.wageringMultiplier = '0';
    draft.firstMaxBonus = '2,00';
    draft.contributions[1]!.gameType = 'slot';
    draft.friday[0]!.bonus = '';
    const read = rulesOf(draft);
    expect(read.rules).toBeUndefined();
    expect([...read.wrong].sort()).toEqual([
      'contributions.1.gameType',
      'firstMaxBonus',
      'friday.0.bonus',
      'wageringMultiplier',
    ]);
  });
});
