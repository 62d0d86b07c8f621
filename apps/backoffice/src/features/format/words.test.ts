import { describe, expect, it } from 'vitest';
import { cashOutStatus } from './format';
import { balanceLabels, ledgerTypeLabels, protectionReportLabels, reportColumnLabels } from './labels';
import { labelOf, words } from './words';

describe('names in words', () => {
  it('writes a field or state name the server sends as words', () => {
    expect(words('providerPaymentId')).toBe('Provider payment id');
    expect(words('awaiting_customer')).toBe('Awaiting customer');
    expect(words('GAME_BET')).toBe('Game bet');
    expect(words('URLPath')).toBe('Url path');
  });

  it('labels every balance, report column and ledger type the server sends', () => {
    const balances = [
      'availableBalance',
      'withdrawableBalance',
      'bonusBalance',
      'giftBonus',
      'rollingAmount',
    ];
    const columns = ['day', 'cashOuts', 'bonusCost', 'activePlayers', 'ggr', 'ngr', 'rounds', 'players'];
    expect(balances.map((name) => labelOf(balanceLabels, name))).toEqual([
      'Available balance',
      'Withdrawable now',
      'Bonus balance',
      'Free balance (gift bonus)',
      'Still to wager',
    ]);
    for (const name of columns)
      expect(labelOf(reportColumnLabels, name), name).toMatch(/^[A-Z][a-z]*( |-|$)|^[A-Z]+ \(/);
    expect(labelOf(ledgerTypeLabels, 'WITHDRAW_ROLLBACK')).toBe('Cash-out returned');
  });

  it('names the protection report’s columns, events and the limits a deposit or a bet was refused over', () => {
    const columns = ['at', 'memberId', 'event', 'limitOrPeriod', 'left', 'until', 'operator'];
    for (const name of columns)
      expect(labelOf(reportColumnLabels, name), name).toMatch(/^[A-Z][a-z]*( |-|$)|^[A-Z]+ \(/);
    const refusals = [
      'deposit.limitDay',
      'protection.stakeLimit',
      'protection.lossLimit',
      'protection.sessionLimit',
    ];
    expect(refusals.map((key) => labelOf(protectionReportLabels, key))).toEqual([
      'Deposit limit, 24 hours',
      'Stake limit',
      'Loss limit',
      'Session time limit',
    ]);
    expect(labelOf(protectionReportLabels, 'limitHit')).toBe('Limit hit');
  });

  it('names cash-out states as the spec labels them', () => {
    expect([20, 29, 30].map((status) => cashOutStatus(status))).toEqual([
      'Pending payment',
      'Payment in progress',
      'Payment successful',
    ]);
  });
});
