import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';
import { credit } from '../wallet/ledger.js';
import { insertWithdrawal } from '../withdrawals/repository.js';
import type { WithdrawStatus } from '../withdrawals/rules.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function call(path: string, token?: string, fields: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-fe-lang': 'en',
      ...(token ? { authorization: token } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(response.statusCode).toBeLessThan(500);
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answers field by field.
  return response.json() as { error: number; message: string; data: any };
}

let reference = 0;
const deposit = (memberId: number, amount: string) =>
  credit(t.db, {
    memberId,
    type: 'DEPOSIT',
    class: 1,
    amount,
    externalRef: `test:deposit:${memberId}:${++reference}`,
  });

const cashOut = (memberId: number, amount: string, status: WithdrawStatus) =>
  insertWithdrawal(
    t.db,
    {
      member_id: memberId,
      amount,
      currency: 'EUR',
      status,
      payment_method: 'PAYPAL',
      email: 'a@example.com',
    },
    'member',
  );

describe('banking totals', () => {
  it('start at zero for a new member', async () => {
    const { token } = await memberWithSession(t.db);
    expect(await call('/sys/member/banking/totals', token)).toEqual({
      error: 0,
      message: '',
      data: { deposited: '0.00', withdrawn: '0.00', pendingWithdrawal: '0.00' },
    });
  });

  it('add up the member’s deposits exactly and sort cash-outs into paid and waiting', async () => {
    const { memberId, token } = await memberWithSession(t.db);
    await deposit(memberId, '0.10');
    await deposit(memberId, '0.20');
    await deposit(memberId, '1000.05');
    // A bonus is not a deposit.
    await credit(t.db, {
      memberId,
      type: 'PROMOTION',
      class: 2,
      amount: '50.00',
      externalRef: `test:bonus:${memberId}`,
    });
    await cashOut(memberId, '200.00', 0);
    await cashOut(memberId, '300.00', 20);
    await cashOut(memberId, '400.00', 29);
    await cashOut(memberId, '500.00', 30);
    await cashOut(memberId, '600.00', 35);
    await cashOut(memberId, '700.00', 40);
    for (const returned of [1, 10, 50] as const) await cashOut(memberId, '10000.00', returned);
    expect((await call('/sys/member/banking/totals', token)).data).toEqual({
      deposited: '1000.35',
      withdrawn: '1800.00',
      pendingWithdrawal: '900.00',
    });
  });

  it('are the session member’s, whatever id the payload names', async () => {
    const rich = await memberWithSession(t.db);
    await deposit(rich.memberId, '5000.00');
    const other = await memberWithSession(t.db);
    const answer = await call('/sys/member/banking/totals', other.token, {
      id: String(rich.memberId),
      memberId: String(rich.memberId),
    });
    expect(answer.data.deposited).toBe('0.00');
  });

  it('need a session', async () => {
    expect(await call('/sys/member/banking/totals')).toMatchObject({ error: -2, data: null });
    expect(await call('/sys/member/banking/totals', 'not-a-session')).toMatchObject({ error: -2 });
  });
});

describe('payment methods', () => {
  it('say how long each takes: deposits at once but crypto, cash-outs by bank or e-wallet', async () => {
    const { token } = await memberWithSession(t.db);
    const deposits = await call('/sys/depositPaymentMethod/listAll', token, { enabled: '1' });
    const time = (list: { code: string; processingTime: unknown }[], code: string) =>
      list.find((method) => method.code === code)?.processingTime;
    expect(time(deposits.data, 'VISA_MASTERCARD')).toEqual({ minMinutes: 0, maxMinutes: 0 });
    expect(time(deposits.data, 'CRYPTO')).toEqual({ minMinutes: 10, maxMinutes: 60 });
    const cashOuts = await call('/base/cashoutPaymentMethod/listAll', undefined, { enabled: '1' });
    expect(time(cashOuts.data, 'BANK_CARD')).toEqual({ minMinutes: 1440, maxMinutes: 4320 });
    expect(time(cashOuts.data, 'PAYPAL')).toEqual({ minMinutes: 5, maxMinutes: 30 });
  });

  it('refuse a time that ends before it starts', async () => {
    await expect(
      t.db
        .updateTable('cashout_payment_method')
        .set({ processing_min_minutes: 60, processing_max_minutes: 5 })
        .where('code', '=', 'PAYPAL')
        .execute(),
    ).rejects.toThrow();
  });
});
