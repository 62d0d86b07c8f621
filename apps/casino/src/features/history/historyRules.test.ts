import { describe, expect, it } from 'vitest';
import es from '../../lang/compiled-lang/member/es.json';
import { appendPage, fell, roundResult, transactionTypeLabels } from './historyRules';

describe('history rows', () => {
  it('show a minus sign only when the balance fell', () => {
    expect(fell('-12.50', 2)).toBe(true);
    expect(fell('12.50', 2)).toBe(false);
    expect(fell('0.00', 2)).toBe(false);
  });

  it('give a round its result exactly: the win less the stake', () => {
    expect(roundResult('100.00', '40.00', 2)).toBe('-60.00');
    expect(roundResult('0.10', '0.30', 2)).toBe('0.20');
    expect(roundResult('2.00', '2.00', 2)).toBe('0.00');
    // a BTC round, to the satoshi: the cents parser refused it
    expect(roundResult('0.00000340', '0.00001020', 8)).toBe('0.00000680');
    expect(roundResult('0.00002502', '0', 8)).toBe('-0.00002502');
    expect(fell('-0.00000001', 8)).toBe(true);
  });

  it('add a page’s rows not already shown, keeping the order', () => {
    const shown = [{ id: 9 }, { id: 8 }];
    expect(appendPage(shown, [{ id: 8 }, { id: 7 }, { id: 6 }])).toEqual([
      { id: 9 },
      { id: 8 },
      { id: 7 },
      { id: 6 },
    ]);
  });

  it('label every transaction type of the spec, translated', () => {
    const spec = [
      'GAME_BET',
      'GAME_WIN',
      'GAME_ROLLBACK',
      'WITHDRAW_ROLLBACK',
      'PROMOTION',
      'DEPOSIT',
      'REDEEM',
      'INVITE_AWARD',
      'GIFT',
      'BENEFITS',
    ] as const;
    for (const type of spec) {
      const { id, defaultMessage } = transactionTypeLabels[type] as { id: string; defaultMessage: string };
      expect(es, type).toHaveProperty([id]);
      expect(JSON.stringify((es as Record<string, unknown>)[id])).not.toContain(defaultMessage);
    }
  });
});
