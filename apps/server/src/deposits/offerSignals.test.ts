import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';
import { card, type SandboxCalls, sandboxSuite } from './sandboxSuite.js';

/* One offer per person: the device and the paying account a deposit records (issue 18). */

const suite = sandboxSuite();
let t: TestApp;
let post: SandboxCalls['post'];
let press: SandboxCalls['press'];
let cash: SandboxCalls['cash'];

beforeAll(() => {
  ({ t, post, press, cash } = suite.current());
});

describe('one offer per person: the device and the paying account of a deposit (issue 18)', () => {
  async function signals(memberId: number) {
    return t.db
      .selectFrom('bonus_signal')
      .select('kind')
      .where('member_id', '=', memberId)
      .orderBy('kind')
      .execute();
  }
  async function refusals(memberId: number) {
    return t.db
      .selectFrom('bonus_refusal')
      .select(['grant_kind', 'signal_kind', 'other_member_id'])
      .where('member_id', '=', memberId)
      .execute();
  }
  async function bonusGrants(memberId: number) {
    return t.db.selectFrom('bonus_grant').select('kind').where('member_id', '=', memberId).execute();
  }

  it('a second member paying with the same card is refused the first-deposit bonus; the operator sees why', async () => {
    // Not one of Stripe's documented numbers, so the sandbox gives it one fingerprint (README "Stripe").
    const sameCard = '4000 0566 5566 5556';
    const first = await memberWithSession(t.db);
    expect((await post('/sys/deposit/creditcard/deposit', first.token, card(sameCard))).error).toBe(0);
    expect(await bonusGrants(first.memberId)).toEqual([{ kind: 'FIRST_DEPOSIT' }]);
    const second = await memberWithSession(t.db);
    expect((await post('/sys/deposit/creditcard/deposit', second.token, card(sameCard))).error).toBe(0);
    expect(await cash(second.memberId)).toBe('100.00');
    expect(await bonusGrants(second.memberId)).toEqual([]);
    expect(await refusals(second.memberId)).toEqual([
      { grant_kind: 'FIRST_DEPOSIT', signal_kind: 'PAYMENT_ACCOUNT', other_member_id: first.memberId },
    ]);
    // Kept hashed: neither the number nor its last four digits are in the signal.
    const stored = await t.db
      .selectFrom('bonus_signal')
      .select('value_hash')
      .where('member_id', '=', second.memberId)
      .where('kind', '=', 'PAYMENT_ACCOUNT')
      .execute();
    expect(stored).toEqual([{ value_hash: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
  });

  it("Stripe's documented test card stands for a new card at each payment", async () => {
    for (let i = 0; i < 2; i += 1) {
      const m = await memberWithSession(t.db);
      expect((await post('/sys/deposit/creditcard/deposit', m.token, card('4242424242424242'))).error).toBe(
        0,
      );
      expect(await bonusGrants(m.memberId)).toEqual([{ kind: 'FIRST_DEPOSIT' }]);
    }
  });

  it('the same PayPal payer on two accounts: the second has no first-deposit bonus', async () => {
    const payerId = 'SANDBOXPAYER1';
    const members = [await memberWithSession(t.db), await memberWithSession(t.db)];
    for (const m of members) {
      const created = await post('/sys/deposit/payp/depositOrder', m.token, {
        amount: 60,
        paymentMethod: 'PAYP',
        bonus: 1,
      });
      await press(created.data.orderurl, 'Pay', `?payer_id=${payerId}`);
      expect(
        (await post('/sys/payp/findOrder', m.token, { orderId: created.data.orderId })).data.status,
      ).toBe('true');
    }
    const [first, second] = members;
    expect(await bonusGrants(first?.memberId ?? 0)).toEqual([{ kind: 'FIRST_DEPOSIT' }]);
    expect(await refusals(second?.memberId ?? 0)).toEqual([
      { grant_kind: 'FIRST_DEPOSIT', signal_kind: 'PAYMENT_ACCOUNT', other_member_id: first?.memberId },
    ]);
  });

  it('records the device a deposit came from; a malformed device header is ignored', async () => {
    const deviceId = randomUUID();
    const m = await memberWithSession(t.db);
    const created = await post(
      '/sys/deposit/stripe/depositOrder',
      m.token,
      { amount: 150, paymentMethod: 'STRIPE' },
      { 'x-device-id': deviceId.toUpperCase() },
    );
    expect(created.error).toBe(0);
    expect(await signals(m.memberId)).toEqual([{ kind: 'DEVICE' }]);
    const other = await memberWithSession(t.db);
    for (const malformed of ['not-a-device', `${deviceId}x`, 'x'.repeat(5000)]) {
      expect(
        (
          await post(
            '/sys/deposit/stripe/depositOrder',
            other.token,
            { amount: 150, paymentMethod: 'STRIPE' },
            { 'x-device-id': malformed },
          )
        ).error,
      ).toBe(0);
    }
    expect(await signals(other.memberId)).toEqual([]);
  });
});
