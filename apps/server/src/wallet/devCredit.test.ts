import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { call, registerMember } from '../test/members.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ devRoutes: true });
});
afterAll(async () => {
  await t.close();
});

const devCredit = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/dev/wallet/credit', payload });

describe('the developer credit (DEV_ROUTES=1)', () => {
  it('funds an account with a DEPOSIT cash row the player sees in the balance, the transactions and the cash-out config', async () => {
    const { user } = await registerMember(t.app);
    const answer = await devCredit({ username: user.username, amount: '100.00' });
    expect(answer.json()).toEqual({ error: 0, message: '', data: { balanceAfter: '100.00' } });
    const info = await call(t.app, '/sys/auth/token/info', {}, { token: user.token });
    expect(info.data.availableBalance).toBe('100.00');
    const transactions = await call(
      t.app,
      '/sys/member/transaction/page',
      { pageNum: '1', pageSize: '20' },
      { token: user.token },
    );
    expect(transactions.data.content).toEqual([
      expect.objectContaining({
        type: 'DEPOSIT',
        amount: '100.00',
        balanceBefore: '0.00',
        balanceAfter: '100.00',
      }),
    ]);
    await devCredit({ username: user.username, amount: '40.00' });
    const config = await call(t.app, '/sys/member/withdraw/config', {}, { token: user.token });
    expect(config.data.maxDepositAmount).toBe('100.00');
  });

  it('refuses a bad amount or an unknown player and changes nothing', async () => {
    const { user } = await registerMember(t.app);
    for (const amount of ['-5', '0', '1.234', 'ten', 12]) {
      expect((await devCredit({ username: user.username, amount })).json().error).toBe(1);
    }
    expect((await devCredit({ username: 'nobody-here', amount: '5.00' })).json().error).toBe(3);
    const info = await call(t.app, '/sys/auth/token/info', {}, { token: user.token });
    expect(info.data.availableBalance).toBe('0.00');
  });
});
