import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { databaseFingerprint } from '../test/invalidPayloads.js';
import { getBalances } from '../wallet/balances.js';
import { runOperatorCommand } from './operator.js';
import { bankForm, type CashOutHelpers, cashOutHelpers, prepareCashOuts } from './testing.js';

/* Cancelling a request (once, whoever asks how often) and the member's list of requests. */

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

describe('cancelWithdraw', () => {
  it('returns the money once, however often and however concurrently it is cancelled', async () => {
    const who = await player({ cash: '800.00', wagered: '2000.00' });
    const id = (await apply(who, bankForm(who, { amount: '500' }))).data.id as number;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('/sys/withdraw/cancel', { id: String(id) }, who.token)),
    );
    for (const answer of answers) expect(answer).toMatchObject({ error: 0, data: { id, status: 1 } });
    expect(await post('/sys/withdraw/cancel', { id: String(id) }, who.token)).toMatchObject({
      error: 0,
      data: { id, status: 1 },
    });
    const rows = await ledger(who.memberId);
    expect(rows.filter((row) => row.type === 'WITHDRAW_ROLLBACK')).toEqual([
      {
        type: 'WITHDRAW_ROLLBACK',
        amount: '500.00',
        balance_after: '800.00',
        external_ref: `withdraw:${id}:rollback`,
        reference_ref: `withdraw:${id}`,
      },
    ]);
    expect(await getBalances(t.db, who.memberId)).toMatchObject({
      availableBalance: '800.00',
      wageredAmount: '2000.00',
    });
    await expectBalanceIsLedgerSum(who.memberId);
    // A cancelled request no longer blocks the next one.
    await ageSubmissions(who.memberId);
    expect((await apply(who, bankForm(who, { amount: '200' }))).error).toBe(0);
  });

  it('answers 3 for another member’s request or an unknown id, and 2 once review has moved it on', async () => {
    const owner = await player({ cash: '500.00' });
    const other = await player({ cash: '500.00' });
    const id = (await apply(owner, bankForm(owner))).data.id as number;
    const before = await databaseFingerprint(t.db);
    expect(await post('/sys/withdraw/cancel', { id: String(id) }, other.token)).toMatchObject({
      error: 3,
      message: 'Cash-out request not found',
      data: null,
    });
    expect(await post('/sys/withdraw/cancel', { id: '999999999' }, owner.token)).toMatchObject({ error: 3 });
    expect(await post('/sys/withdraw/cancel', { id: '2147483647' }, owner.token)).toMatchObject({ error: 3 });
    // Past the id column's range: invalid by the contract (issue 13 finding 16), not an unknown id.
    expect(await post('/sys/withdraw/cancel', { id: '99999999999' }, owner.token)).toMatchObject({
      error: 1,
      message: 'id is invalid',
    });
    expect(await databaseFingerprint(t.db)).toBe(before);
    await runOperatorCommand(t.db, ['documents', String(owner.memberId), 'approve'], () => {});
    expect(await runOperatorCommand(t.db, ['review', String(id), 'pass'], () => {})).toBe(0);
    expect(await post('/sys/withdraw/cancel', { id: String(id) }, owner.token)).toMatchObject({
      error: 2,
      message: 'Only a cash-out pending review can be cancelled',
    });
    expect((await getBalances(t.db, owner.memberId)).availableBalance).toBe('200.00');
  });
});

describe('listWithdrawals', () => {
  it('pages the member’s own requests newest first, with the status filters', async () => {
    const who = await player({ cash: '5000.00' });
    const stranger = await player({ cash: '500.00' });
    await apply(stranger, bankForm(stranger));
    const ids: number[] = [];
    for (const amount of ['200', '300', '400']) {
      const answer = await apply(who, bankForm(who, { amount }));
      ids.push(answer.data.id);
      await post('/sys/withdraw/cancel', { id: String(answer.data.id) }, who.token);
      await ageSubmissions(who.memberId);
    }
    await apply(who, bankForm(who, { amount: '500' }));
    const list = (body: Record<string, unknown>) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/sys/withdraw/listPage',
          headers: { 'content-type': 'application/json', authorization: who.token },
          payload: body,
        })
        .then((response) => response.json());
    const first = await list({ memberId: stranger.memberId, pageNum: 1, pageSize: 3, createTime_0: 'DESC' });
    expect(first.error).toBe(0);
    expect(first.data).toMatchObject({ number: 0, size: 3, totalElements: 4, last: false });
    expect(first.data.content.map((row: { amount: string }) => row.amount)).toEqual([
      '500.00',
      '400.00',
      '300.00',
    ]);
    const second = await list({ pageNum: 2, pageSize: 3, createTime_0: 'DESC' });
    expect(second.data).toMatchObject({ number: 1, totalElements: 4, last: true });
    expect(second.data.content.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    expect((await list({ status: 0 })).data.totalElements).toBe(1);
    expect((await list({ status_IN: [1, 10] })).data.content.map((row: { id: number }) => row.id)).toEqual(
      [...ids].reverse(),
    );
  });
});
