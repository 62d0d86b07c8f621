import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveBonus } from '../bonuses/testing.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { databaseFingerprint } from '../test/invalidPayloads.js';
import { getBalances } from '../wallet/balances.js';
import { runOperatorCommand } from './operator.js';
import { bankForm, type CashOutHelpers, cashOutHelpers, prepareCashOuts } from './testing.js';

/* A cash-out's money: only through the wallet, against the wagering and bonus rules and the monthly cap. */

let t: TestApp;
let player: CashOutHelpers['player'];
let post: CashOutHelpers['post'];
let apply: CashOutHelpers['apply'];
let ledger: CashOutHelpers['ledger'];
let expectBalanceIsLedgerSum: CashOutHelpers['expectBalanceIsLedgerSum'];
let ageSubmissions: CashOutHelpers['ageSubmissions'];

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000, devRoutes: true });
  const helpers = cashOutHelpers(t);
  ({ player, post, apply, ledger, expectBalanceIsLedgerSum, ageSubmissions } = helpers);
  await prepareCashOuts(t, helpers);
});
afterAll(async () => {
  await t.close();
});

describe('a cash-out moves money only through the wallet', () => {
  it('is refused while a bonus is still being wagered, and allowed for the cash once the player leaves it', async () => {
    const who = await player({ cash: '1000.00', wagered: '1000.00' });
    await giveBonus(t.db, who.memberId, '50.00', '2500.00');
    expect(await getBalances(t.db, who.memberId)).toMatchObject({
      availableBalance: '1050.00',
      withdrawableBalance: '0.00',
      rollingAmount: '2500.00',
    });
    expect(await apply(who, bankForm(who, { amount: '400' }))).toMatchObject({
      error: 2,
      message: 'Wagered amount did not meet the standard, still need $2,500.00, keep playing!',
    });
    expect((await post('/sys/bonus/forfeit', {}, who.token)).error).toBe(0);
    expect(await getBalances(t.db, who.memberId)).toMatchObject({
      withdrawableBalance: '1000.00',
      bonusBalance: '0.00',
    });
    expect((await apply(who, bankForm(who, { amount: '400' }))).error).toBe(0);
    // With a cash-out pending, no new promotion.
    await expect(giveBonus(t.db, who.memberId, '50.00', '2500.00')).rejects.toThrow('cash-out pending');
    await expectBalanceIsLedgerSum(who.memberId);
  });

  it('debits cash with a WITHDRAW row, counts it against the wagered amount and attaches the proofs', async () => {
    const who = await player({ cash: '1000.00', wagered: '1000.00' });
    const answer = await apply(who, bankForm(who, { amount: '400' }));
    expect(answer.error).toBe(0);
    const id = answer.data.id as number;
    expect(await ledger(who.memberId)).toEqual([
      expect.objectContaining({ type: 'DEPOSIT', amount: '1000.00' }),
      {
        type: 'WITHDRAW',
        amount: '-400.00',
        balance_after: '600.00',
        external_ref: `withdraw:${id}`,
        reference_ref: null,
      },
    ]);
    expect(await getBalances(t.db, who.memberId)).toMatchObject({
      availableBalance: '600.00',
      withdrawableBalance: '600.00',
      wageredAmount: '600.00',
    });
    await expectBalanceIsLedgerSum(who.memberId);
    const member = await t.db
      .selectFrom('member')
      .select(['idcard_proof_id', 'idcard_proof_status', 'payment_proof_id', 'payment_proof_status'])
      .where('id', '=', who.memberId)
      .executeTakeFirstOrThrow();
    expect(member).toEqual({
      idcard_proof_id: who.idProof,
      idcard_proof_status: 10,
      payment_proof_id: who.paymentProof,
      payment_proof_status: 10,
    });
    // The user info shows what is left.
    const info = await post('/sys/auth/token/info', {}, who.token);
    expect(info.data).toMatchObject({ availableBalance: '600.00', wageredAmount: '600.00' });
  });

  it('refuses a second submission within 2 s (error 4) and a second pending request (error 2)', async () => {
    const who = await player({ cash: '1000.00' });
    expect((await apply(who, bankForm(who))).error).toBe(0);
    expect(await apply(who, bankForm(who))).toMatchObject({
      status: 429,
      error: 4,
      message: 'Your cash-out request is already on its way, please wait a moment',
    });
    await ageSubmissions(who.memberId);
    expect(await apply(who, bankForm(who))).toMatchObject({
      error: 2,
      message: 'You already have a cash-out request pending review',
    });
    expect((await ledger(who.memberId)).filter((row) => row.type === 'WITHDRAW')).toHaveLength(1);
  });

  it('books one cash-out when the same request arrives five times at once', async () => {
    const who = await player({ cash: '1000.00' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => apply(who, bankForm(who, { amount: '500' }))),
    );
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(1);
    expect(answers.every((answer) => answer.error === 0 || answer.error === 4 || answer.error === 2)).toBe(
      true,
    );
    expect((await ledger(who.memberId)).filter((row) => row.type === 'WITHDRAW')).toHaveLength(1);
    expect((await getBalances(t.db, who.memberId)).availableBalance).toBe('500.00');
    await expectBalanceIsLedgerSum(who.memberId);
  });
});

describe('the monthly payout cap (15,000 EUR, 16,200.00 for a USD account)', () => {
  it('refuses what takes this calendar month past it, counting every request not returned', async () => {
    const who = await player({ cash: '40000.00', wagered: '100000.00' });
    const first = (await apply(who, bankForm(who, { amount: '16000' }))).data.id as number;
    await runOperatorCommand(t.db, ['documents', String(who.memberId), 'approve'], () => {});
    expect(await runOperatorCommand(t.db, ['review', String(first), 'pass'], () => {})).toBe(0);
    await ageSubmissions(who.memberId);
    const before = await databaseFingerprint(t.db);
    expect(await apply(who, bankForm(who, { amount: '300' }))).toMatchObject({
      error: 2,
      message: 'At most $16,200.00 can be cashed out per calendar month; $200.00 remain this month',
      data: null,
    });
    expect(await databaseFingerprint(t.db)).toBe(before);
    const second = (await apply(who, bankForm(who, { amount: '200' }))).data.id as number;
    expect(second).toBeGreaterThan(first);
    expect(await post('/sys/withdraw/cancel', { id: String(second) }, who.token)).toMatchObject({ error: 0 });
    await ageSubmissions(who.memberId);
    // A cancelled request came back: its 200 is free again, and no more.
    expect((await apply(who, bankForm(who, { amount: '300' }))).error).toBe(2);
    const third = (await apply(who, bankForm(who, { amount: '200' }))).data.id as number;
    expect(await post('/sys/withdraw/cancel', { id: String(third) }, who.token)).toMatchObject({ error: 0 });
    // Last month's requests are not this month's.
    await t.db
      .updateTable('withdrawal')
      .set({ created_at: sql`date_trunc('month', now()) - interval '1 second'` })
      .where('member_id', '=', who.memberId)
      .execute();
    expect((await apply(who, bankForm(who, { amount: '16200' }))).error).toBe(0);
    await expectBalanceIsLedgerSum(who.memberId);
  });

  it('counts a request held for reconciliation, and books one of ten concurrent requests', async () => {
    const who = await player({ cash: '40000.00', wagered: '100000.00' });
    const first = (await apply(who, bankForm(who, { amount: '16000' }))).data.id as number;
    await runOperatorCommand(t.db, ['documents', String(who.memberId), 'approve'], () => {});
    await runOperatorCommand(t.db, ['review', String(first), 'pass'], () => {});
    await runOperatorCommand(t.db, ['review', String(first), 'paid'], () => {});
    await runOperatorCommand(t.db, ['review', String(first), 'fail'], () => {});
    await ageSubmissions(who.memberId);
    // Held for reconciliation (35), the 16,000 still counts.
    expect((await apply(who, bankForm(who, { amount: '300' }))).error).toBe(2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => apply(who, bankForm(who, { amount: '200' }))),
    );
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(1);
    const open = await t.db
      .selectFrom('withdrawal')
      .select('amount')
      .where('member_id', '=', who.memberId)
      .where('status', '=', 0)
      .execute();
    expect(open).toHaveLength(1);
  });
});
