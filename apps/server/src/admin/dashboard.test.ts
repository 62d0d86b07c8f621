import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents, toCents } from '../shared/money.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';
import { credit, debit } from '../wallet/ledger.js';
import type { TransactionType } from '../wallet/schema.js';
import { adminCall, operatorWithSession } from './testing.js';

let t: TestApp;
let token: string;

/** Money moving as play, deposits, cash-outs, bonuses and gifts would move it, in two currencies. */
async function activity() {
  let n = 0;
  const book = async (memberId: number, type: TransactionType, klass: 1 | 2 | 3, amount: string) => {
    n += 1;
    const entry = { memberId, type, class: klass, amount: amount.replace('-', ''), externalRef: `test:${n}` };
    return amount.startsWith('-') ? debit(t.db, entry) : credit(t.db, entry);
  };
  for (const currency of ['USD', 'EUR', 'EUR']) {
    const { memberId } = await memberWithSession(t.db);
    await t.db.updateTable('member').set({ currency }).where('id', '=', memberId).execute();
    await book(memberId, 'DEPOSIT', 1, '500.00');
    await book(memberId, 'PROMOTION', 2, '50.00');
    await book(memberId, 'GIFT', 3, '5.00');
    await book(memberId, 'GAME_BET', 1, '-40.00');
    await book(memberId, 'GAME_BET', 2, '-10.00');
    await book(memberId, 'GAME_WIN', 1, '12.50');
    await book(memberId, 'GAME_BET', 1, '-3.00');
    await book(memberId, 'GAME_ROLLBACK', 1, '3.00');
    await book(memberId, 'WITHDRAW', 1, '-200.00');
    await book(memberId, 'WITHDRAW_ROLLBACK', 1, '200.00');
    await book(memberId, 'WITHDRAW', 1, '-100.00');
    await book(memberId, 'BENEFITS', 1, '7.25');
    await book(memberId, 'GIFT', 3, '-1.00');
  }
  // A member who never played: counted as new, not as active.
  await memberWithSession(t.db);
}

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
  token = (await operatorWithSession(t, 'finance')).token;
  await activity();
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** The same figures summed here from the ledger rows, row by row, by the definitions in wallet/figures.ts. */
async function fromLedger(currency: string) {
  const rows = await t.db
    .selectFrom('wallet_ledger as l')
    .innerJoin('member as m', 'm.id', 'l.member_id')
    .select(['l.type', 'l.class', 'l.amount', 'l.member_id'])
    .where('m.currency', '=', currency)
    .execute();
  const sum = (keep: (row: (typeof rows)[number]) => boolean) =>
    rows.filter(keep).reduce((total, row) => total + toCents(row.amount)!, 0n);
  const bets = -sum((row) => row.type === 'GAME_BET' || row.type === 'GAME_ROLLBACK');
  const wins = sum((row) => row.type === 'GAME_WIN');
  const bonus = sum(
    (row) =>
      ['PROMOTION', 'INVITE_AWARD', 'GIFT', 'BENEFITS', 'REDEEM'].includes(row.type) ||
      (row.class !== 1 && !['GAME_BET', 'GAME_WIN', 'GAME_ROLLBACK', 'DEPOSIT'].includes(row.type)),
  );
  return {
    currency,
    deposits: formatCents(sum((row) => row.type === 'DEPOSIT')),
    cashOuts: formatCents(-sum((row) => row.type === 'WITHDRAW' || row.type === 'WITHDRAW_ROLLBACK')),
    bets: formatCents(bets),
    wins: formatCents(wins),
    ggr: formatCents(bets - wins),
    bonusCost: formatCents(bonus),
    ngr: formatCents(bets - wins - bonus),
    activePlayers: new Set(rows.filter((row) => row.type === 'GAME_BET').map((row) => row.member_id)).size,
  };
}

describe('the dashboard', () => {
  it('shows per currency what the ledger rows add up to, for each period', async () => {
    const answer = await adminCall(t, '/admin/dashboard', undefined, token);
    expect(answer.error).toBe(0);
    const expected = [await fromLedger('EUR'), await fromLedger('USD')];
    expect(expected[0]).toMatchObject({
      deposits: '1000.00',
      bets: '100.00',
      wins: '25.00',
      ggr: '75.00',
      cashOuts: '200.00',
    });
    for (const period of answer.data.periods) {
      expect(period.byCurrency).toEqual(expected);
      expect(period.newPlayers).toBe(4);
    }
    expect(answer.data.queues).toMatchObject({
      cashOutsPending: 0,
      documentsToReview: 0,
      depositsInReview: 0,
      approvalsPending: 0,
    });
  });

  it('gives the same figures per day in the daily report', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const report = await adminCall(t, '/admin/reports/run', { kind: 'daily', from: today, to: today }, token);
    expect(report.data.columns).toEqual([
      'day',
      'currency',
      'deposits',
      'cashOuts',
      'bets',
      'wins',
      'ggr',
      'bonusCost',
      'ngr',
      'activePlayers',
    ]);
    const eur = await fromLedger('EUR');
    expect(report.data.rows).toContainEqual([
      today,
      'EUR',
      eur.deposits,
      eur.cashOuts,
      eur.bets,
      eur.wins,
      eur.ggr,
      eur.bonusCost,
      eur.ngr,
      '2',
    ]);
    const tooLong = await adminCall(
      t,
      '/admin/reports/run',
      { kind: 'daily', from: '2020-01-01', to: today },
      token,
    );
    expect(tooLong.error).toBe(1);
  });
});
