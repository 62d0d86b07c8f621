import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { databaseFingerprint } from '../test/invalidPayloads.js';
import { getBalances } from '../wallet/balances.js';
import { reviewCashOut } from './cashOuts.js';
import { runOperatorCommand } from './operator.js';
import { bankForm, type CashOutHelpers, cashOutHelpers, type Player, prepareCashOuts } from './testing.js';

/* The operator's review command: pass, pay, complete, reject, fail and refund, with the news they write. */

let t: TestApp;
let player: CashOutHelpers['player'];
let post: CashOutHelpers['post'];
let apply: CashOutHelpers['apply'];
let ledger: CashOutHelpers['ledger'];
let expectBalanceIsLedgerSum: CashOutHelpers['expectBalanceIsLedgerSum'];

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000, devRoutes: true });
  const helpers = cashOutHelpers(t);
  ({ player, post, apply, ledger, expectBalanceIsLedgerSum } = helpers);
  await prepareCashOuts(t, helpers);
});
afterAll(async () => {
  await t.close();
});

describe('the operator review command', () => {
  async function operator(...args: string[]) {
    const lines: string[] = [];
    const code = await runOperatorCommand(t.db, args, (line) => lines.push(line));
    return { code, output: lines.join('\n') };
  }
  const review = (id: number, action: string, ...note: string[]) =>
    operator(
      'review',
      String(id),
      action,
      ...(action === 'reject' && note.length === 0 ? ['no match'] : note),
    );
  const approveDocuments = (who: Player) => operator('documents', String(who.memberId), 'approve');
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('withdrawal').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  it('passes, pays and completes a request, keeping the money out', async () => {
    const who = await player({ cash: '1000.00' });
    const id = (await apply(who, bankForm(who, { amount: '300' }))).data.id as number;
    const listed: string[] = [];
    await runOperatorCommand(t.db, ['list', '0'], (line) => listed.push(line));
    expect(listed.some((line) => line.startsWith(`#${id}  member ${who.memberId}  300.00 USD`))).toBe(true);
    expect(await approveDocuments(who)).toEqual({
      code: 0,
      output: `approved 2 document(s) of member ${who.memberId}`,
    });
    for (const [action, status] of [
      ['pass', 20],
      ['process', 29],
      ['paid', 30],
      ['complete', 40],
    ] as const) {
      expect(await review(id, action)).toMatchObject({ code: 0 });
      expect(await statusOf(id)).toBe(status);
    }
    expect((await getBalances(t.db, who.memberId)).availableBalance).toBe('700.00');
    expect(await review(id, 'fail')).toEqual({ code: 1, output: 'cannot fail a cash-out in status 40' });
    expect(await statusOf(id)).toBe(40);
    const history = await t.db
      .selectFrom('withdrawal_status_change')
      .select(['from_status', 'to_status', 'actor'])
      .where('withdrawal_id', '=', id)
      .orderBy('id')
      .execute();
    expect(history.map((row) => [row.from_status, row.to_status, row.actor])).toEqual([
      [null, 0, 'member'],
      [0, 20, 'operator'],
      [20, 29, 'operator'],
      [29, 30, 'operator'],
      [30, 40, 'operator'],
    ]);
    const page = await post('/sys/withdraw/listPage', {}, who.token, true);
    expect(page.data.content[0]).toMatchObject({ id, status: 40 });
  });

  it('returns the money on reject and on fail, once, in the same transaction as the status', async () => {
    for (const path of [['reject'], ['pass', 'fail']]) {
      const who = await player({ cash: '1000.00', wagered: '1000.00' });
      const id = (await apply(who, bankForm(who, { amount: '500' }))).data.id as number;
      await approveDocuments(who);
      for (const action of path) expect((await review(id, action)).code).toBe(0);
      expect(await review(id, path.at(-1)!)).toMatchObject({
        code: 0,
        output: expect.stringContaining('unchanged'),
      });
      expect(await getBalances(t.db, who.memberId)).toMatchObject({
        availableBalance: '1000.00',
        wageredAmount: '1000.00',
      });
      expect((await ledger(who.memberId)).map((row) => row.type)).toEqual([
        'DEPOSIT',
        'WITHDRAW',
        'WITHDRAW_ROLLBACK',
      ]);
      await expectBalanceIsLedgerSum(who.memberId);
    }
  });

  it('passes nothing until the proof of ID and the payment proof are approved', async () => {
    const who = await player({ cash: '1000.00' });
    const id = (await apply(who, bankForm(who, { amount: '300' }))).data.id as number;
    expect(await review(id, 'pass')).toEqual({
      code: 1,
      output: 'cannot pass before the documents are approved (ID proof status 10, payment proof status 10)',
    });
    expect(await statusOf(id)).toBe(0);
    expect(await operator('documents', String(who.memberId), 'reject')).toMatchObject({ code: 2 });
    expect(await operator('documents', String(who.memberId), 'reject', 'unreadable')).toMatchObject({
      code: 0,
    });
    expect((await review(id, 'pass')).code).toBe(1);
    expect(await operator('documents', String(who.memberId), 'approve')).toEqual({
      code: 1,
      output: 'no document waiting for review',
    });
    await t.db
      .updateTable('member')
      .set({ idcard_proof_status: 20, payment_proof_status: 10 })
      .where('id', '=', who.memberId)
      .execute();
    expect((await review(id, 'pass')).code).toBe(1);
    expect(await approveDocuments(who)).toMatchObject({ code: 0 });
    expect(await review(id, 'pass')).toMatchObject({ code: 0 });
    expect(await statusOf(id)).toBe(20);
  });

  it('holds a fail after payment for reconciliation, listed, the money kept out until refund', async () => {
    for (const [resolution, status, available] of [
      ['refund', 50, '1000.00'],
      ['complete', 40, '500.00'],
    ] as const) {
      const who = await player({ cash: '1000.00', wagered: '1000.00' });
      const id = (await apply(who, bankForm(who, { amount: '500' }))).data.id as number;
      await approveDocuments(who);
      for (const action of ['pass', 'paid', 'fail']) expect((await review(id, action)).code).toBe(0);
      expect(await statusOf(id)).toBe(35);
      expect(await review(id, 'fail')).toMatchObject({
        code: 0,
        output: expect.stringContaining('unchanged'),
      });
      expect((await getBalances(t.db, who.memberId)).availableBalance).toBe('500.00');
      expect((await ledger(who.memberId)).map((row) => row.type)).toEqual(['DEPOSIT', 'WITHDRAW']);
      const listed = await operator('list');
      expect(listed.output).toContain(`#${id}  member ${who.memberId}  500.00 USD`);
      expect(listed.output).toContain('status 35 (reconciling)');
      const page = await post('/sys/withdraw/listPage', {}, who.token, true);
      expect(page.data.content[0]).toMatchObject({ id, status: 30 });
      const paid = await post('/sys/withdraw/listPage', { status: 30 }, who.token, true);
      expect(paid.data.content.map((row: { id: number }) => row.id)).toEqual([id]);
      expect((await review(id, resolution)).code).toBe(0);
      expect(await statusOf(id)).toBe(status);
      expect((await getBalances(t.db, who.memberId)).availableBalance).toBe(available);
      await expectBalanceIsLedgerSum(who.memberId);
    }
  });

  it('tells the member of each move in the news, in their language, with a rejection’s reason', async () => {
    const news = async (who: Player) => {
      const page = await post('/base/news/listPage', { pageNum: '1', pageSize: '20' }, who.token);
      return (page.data.content as { message: string; type: number; status: number }[]).map(
        ({ message, type, status }) => ({ message, type, status }),
      );
    };
    const unread = async (who: Player) => (await post('/sys/news/getNewCount', {}, who.token)).data;

    const paidOut = await player({ cash: '1000.00', wagered: '1000.00' });
    await t.db.updateTable('member').set({ lang: 'de' }).where('id', '=', paidOut.memberId).execute();
    const id = (await apply(paidOut, bankForm(paidOut, { amount: '300' }))).data.id as number;
    expect(await news(paidOut)).toEqual([]);
    await approveDocuments(paidOut);
    const afterDocuments = (await news(paidOut)).length;
    for (const action of ['pass', 'process', 'paid', 'complete'])
      expect((await review(id, action)).code).toBe(0);
    // Processing and completed follow moves already told: two messages, newest first, type 0 (withdraw).
    expect((await news(paidOut)).slice(0, -afterDocuments)).toEqual([
      { message: `Deine Auszahlung Nr. ${id} über 300,00\u00a0$ wurde ausgezahlt.`, type: 0, status: 0 },
      {
        message: `Deine Auszahlung Nr. ${id} über 300,00\u00a0$ wurde genehmigt und wartet auf die Zahlung.`,
        type: 0,
        status: 0,
      },
    ]);
    expect(await unread(paidOut)).toBe(afterDocuments + 2);
    // A repeated command changes nothing and tells nothing again.
    expect((await review(id, 'complete')).output).toContain('unchanged');
    expect(await unread(paidOut)).toBe(afterDocuments + 2);

    const rejected = await player({ cash: '1000.00', wagered: '1000.00' });
    await t.db.updateTable('member').set({ lang: 'en' }).where('id', '=', rejected.memberId).execute();
    const second = (await apply(rejected, bankForm(rejected, { amount: '500' }))).data.id as number;
    const before = await databaseFingerprint(t.db);
    expect(await operator('review', String(second), 'reject')).toMatchObject({ code: 2 });
    expect(await operator('review', String(second), 'reject', '  ')).toMatchObject({ code: 2 });
    await expect(reviewCashOut(t.db, second, 'reject', null)).rejects.toThrow(RangeError);
    expect(await databaseFingerprint(t.db)).toBe(before);
    expect((await review(second, 'reject', 'the', 'account', 'name', 'does', 'not', 'match')).code).toBe(0);
    expect((await news(rejected))[0]).toEqual({
      message: `Your cash-out no. ${second} of $500.00 was rejected: the account name does not match. The amount is back on your balance.`,
      type: 0,
      status: 0,
    });

    for (const path of [
      ['pass', 'fail'],
      ['pass', 'paid', 'fail', 'refund'],
    ]) {
      const failed = await player({ cash: '1000.00', wagered: '1000.00' });
      await t.db.updateTable('member').set({ lang: 'es' }).where('id', '=', failed.memberId).execute();
      const third = (await apply(failed, bankForm(failed, { amount: '200' }))).data.id as number;
      await approveDocuments(failed);
      for (const action of path.slice(0, -1)) expect((await review(third, action)).code).toBe(0);
      const told = await unread(failed);
      expect((await review(third, path.at(-1)!)).code).toBe(0);
      expect(await unread(failed)).toBe(told + 1);
      expect((await news(failed))[0]?.message).toBe(
        `No se pudo pagar tu retiro n.º ${third} de 200,00\u00a0$. El importe ha vuelto a tu saldo.`,
      );
    }
  });

  it('refuses unknown ids, actions and moves the status does not allow, changing nothing', async () => {
    const who = await player({ cash: '1000.00' });
    const id = (await apply(who, bankForm(who))).data.id as number;
    const before = await databaseFingerprint(t.db);
    expect(await review(id, 'complete')).toEqual({
      code: 1,
      output: 'cannot complete a cash-out in status 0',
    });
    expect(await review(999_999, 'pass')).toEqual({ code: 1, output: 'Cash-out request not found' });
    expect((await review(id, 'approve')).code).toBe(2);
    expect(await runOperatorCommand(t.db, ['list', '7'], () => {})).toBe(2);
    expect(await databaseFingerprint(t.db)).toBe(before);
  });
});
