import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { markActivated } from '../members/repository.js';
import { recordBetLimitHit } from '../protection/betLimits.js';
import type { TestApp } from '../test/app.js';
import { uploadedFile } from '../test/files.js';
import { call, registerMember } from '../test/members.js';
import { memberWithSession } from '../test/sessionFor.js';
import { ledgerFigures } from '../wallet/index.js';
import { type SandboxCalls, sandboxSuite } from './sandboxSuite.js';

/*
 * Amounts in each currency's own precision (issue 25): a BTC account keeps its 8 decimals from the
 * deposit form through BTCPay and the ledger to the balances, while fiat keeps exactly 2. Its bonus
 * and cash-out figures are the reference currency's converted at BTC's rate (60000) to the satoshi;
 * its play is games/btcRounds.test.ts's.
 */

const suite = sandboxSuite();
const { sandbox } = suite;
let t: TestApp;
let post: SandboxCalls['post'];
let cash: SandboxCalls['cash'];
let ledger: SandboxCalls['ledger'];
let sandboxBase: string;

beforeAll(async () => {
  ({ t, post, cash, ledger, sandboxBase } = suite.current());
});

const chain = async (path: string, body: unknown) => {
  const response = await fetch(`${sandboxBase}/crypto/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  await sandbox.sender.idle();
};

/** A BTCPay deposit of `amount` BTC, paid and confirmed; answers the order's id. */
async function btcDeposit(token: string, amount: string, fields: Record<string, string> = {}) {
  const created = await post('/sys/deposit/crypt/depositOrder', token, {
    amount,
    depositCurrency: 'btc',
    ...fields,
  });
  expect(created.error, created.message).toBe(0);
  await chain('send', { address: created.data.address, amount: created.data.coinNum });
  await chain('mine', { coin: 'btc', blocks: 2 });
  return created.data.id as string;
}

async function walletOf(memberId: number) {
  return t.db
    .selectFrom('wallet')
    .select(['cash', 'bonus', 'rolling_amount'])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
}

describe('a BTC account, to the satoshi', () => {
  it('signs up in BTC, deposits 0.00012345 BTC through BTCPay and sees exactly that', async () => {
    const { user } = await registerMember(t.app, { currency: 'BTC' });
    const info = (await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).data;
    expect(info).toMatchObject({ currency: 'BTC', availableBalance: '0.00000000' });

    // The app's deposit form reads its minimum in bitcoin, as the order call checks it.
    const form = await call(t.app, '/sys/member/deposit/config', {}, { token: user.token });
    expect(form.data).toMatchObject({ minimumAmount: '0.00016667', maximumAmount: '5000.00000000' });

    // Nine decimals are more than a bitcoin has.
    const tooFine = await post('/sys/deposit/crypt/depositOrder', user.token, {
      amount: '0.000123451',
      depositCurrency: 'btc',
    });
    expect(tooFine.message).toBe('amount is invalid');

    // The minimum is the configured one (10 of the reference currency) at BTC's rate, to the satoshi.
    const small = await post('/sys/deposit/crypt/depositOrder', user.token, {
      amount: '0.00012345',
      depositCurrency: 'btc',
    });
    expect(small.message).toBe('The minimum deposit is ₿0.00016667');
    await sql`update payment_config set config = jsonb_set(config, '{minimumAmount}', '"5.00"')
      where kind = 'deposit'`.execute(t.db);
    const created = await post('/sys/deposit/crypt/depositOrder', user.token, {
      amount: '0.00012345',
      depositCurrency: 'btc',
    });
    expect(created.error, created.message).toBe(0);
    // An invoice in bitcoin, paid in bitcoin: one for one.
    expect(created.data.coinNum).toBe('0.00012345');
    await chain('send', { address: created.data.address, amount: '0.00012345' });
    await chain('mine', { coin: 'btc', blocks: 2 });
    const status = await post('/sys/deposit/pollingStatus', user.token, { id: created.data.id });
    expect(status.data).toBe(10);

    const memberId = user.id;
    expect(await cash(memberId)).toBe('0.00012345');
    expect((await ledger(memberId)).map((row) => row.amount)).toEqual(['0.00012345']);
    const after = (await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).data;
    expect(after).toMatchObject({ availableBalance: '0.00012345', withdrawableBalance: '0.00012345' });
    const history = await call(
      t.app,
      '/sys/member/transaction/page',
      { pageNum: '1', pageSize: '20' },
      { token: user.token },
    );
    expect(history.data.content).toEqual([
      expect.objectContaining({
        type: 'DEPOSIT',
        amount: '0.00012345',
        balanceBefore: '0.00000000',
        balanceAfter: '0.00012345',
      }),
    ]);
    const order = await t.db
      .selectFrom('deposit_order')
      .select(['amount', 'currency', 'status'])
      .where('id', '=', created.data.id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ amount: '0.00012345', currency: 'BTC', status: 'succeeded' });
  });

  it('takes the first-deposit bonus with its figures converted to bitcoin', async () => {
    const { user } = await registerMember(t.app, { currency: 'BTC' });
    await markActivated(t.db, user.id);
    // Offered in bitcoin: 200.00 at most, from 10.00, at 60000 (a cap down, a minimum up).
    const offer = await call(t.app, '/sys/depositPaymentMethod/maxBonusInfo', {}, { token: user.token });
    expect(offer.data).toMatchObject({
      eligible: true,
      percentage: 100,
      maxBonus: '0.00333333',
      minimumDeposit: '0.00016667',
    });
    // 0.006 BTC (360.00) earns 100% up to the cap: 0.00333333 BTC, not 0.006 under a 200-bitcoin cap.
    await btcDeposit(user.token, '0.00600000', { bonus: '1' });
    expect(await walletOf(user.id)).toEqual({
      cash: '0.00600000',
      bonus: '0.00333333',
      // 50 times bonus plus deposit.
      rolling_amount: '0.46666650',
    });
    const grant = await t.db
      .selectFrom('bonus_grant')
      .select(['kind', 'amount', 'deposit_amount', 'wagering_required', 'max_counted_bet'])
      .where('member_id', '=', user.id)
      .executeTakeFirstOrThrow();
    // The counted stake's cap of 2.00 is 0.00003333 BTC.
    expect(grant).toEqual({
      kind: 'FIRST_DEPOSIT',
      amount: '0.00333333',
      deposit_amount: '0.00600000',
      wagering_required: '0.46666650',
      max_counted_bet: '0.00003333',
    });
    const summary = await call(t.app, '/sys/bonus/current', {}, { token: user.token });
    expect(summary.data?.current).toMatchObject({ amount: '0.00333333', bonusBalance: '0.00333333' });
  });

  it('takes the sign-up bonus in bitcoin: 5.00 is 0.00008333 BTC, its win cap 0.00333333', async () => {
    const { user } = await registerMember(t.app, { currency: 'BTC' });
    await markActivated(t.db, user.id);
    const bonus = await call(t.app, '/sys/bonus/signUp/receive', {}, { token: user.token });
    expect(bonus.error, bonus.message).toBe(0);
    // The database's text: an untouched balance reads '0.00' (numericText).
    expect(await walletOf(user.id)).toEqual({
      cash: '0.00',
      bonus: '0.00008333',
      rolling_amount: '0.00416650',
    });
    const grant = await t.db
      .selectFrom('bonus_grant')
      .select(['amount', 'win_cap'])
      .where('member_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(grant).toEqual({ amount: '0.00008333', win_cap: '0.00333333' });
  });

  it('cashes out in bitcoin through the BTC method, its limits converted to the satoshi', async () => {
    const { user } = await registerMember(t.app, { currency: 'BTC' });
    await markActivated(t.db, user.id);
    const methods = await call(
      t.app,
      '/base/cashoutPaymentMethod/listAll',
      { enabled: '1' },
      { token: user.token },
    );
    expect(methods.data.map((method: { code: string }) => method.code)).toEqual(['BTC']);
    await btcDeposit(user.token, '0.00600000');
    // A deposit limit counts the satoshi: 0.006 deposited leaves 0.004 of a 0.01 day.
    const limit = await call(
      t.app,
      '/sys/protection/limit/set',
      { kind: 'depositDay', amount: '0.01' },
      { token: user.token },
    );
    expect(limit.error, limit.message).toBe(0);
    const over = await post('/sys/deposit/crypt/depositOrder', user.token, {
      amount: '0.005',
      depositCurrency: 'btc',
    });
    expect(over.message).toBe(
      'This deposit would pass your 24-hour deposit limit of ₿0.01000000; you can deposit up to ₿0.00400000 now.',
    );
    // Play is the vendor wallet's; the test sets what play would have left.
    await t.db
      .updateTable('wallet')
      .set({ wagered: '0.02000000' })
      .where('member_id', '=', user.id)
      .execute();
    const form = {
      paymentMethod: 'BTC',
      'payoutData[toAccount]': 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      idcardProofId: await uploadedFile(t.db, user.id),
      paymentProofId: await uploadedFile(t.db, user.id),
    };
    // The app's form reads the limits as the apply call checks them, in bitcoin to the satoshi.
    const config = await call(t.app, '/sys/member/withdraw/config', {}, { token: user.token });
    expect(config.data).toMatchObject({
      minimumAmount: '0.00333334',
      maximumAmount: '1.66666666',
      amountMultiple: '0.00000001',
      maxDepositAmount: '0.00600000',
      requiredDepositAmount4Withdraw: '0.00016667',
    });
    const apply = (fields: Record<string, string>) =>
      call(t.app, '/sys/withdraw/apply', fields, { token: user.token });
    // 200.00 at 60000, rounded up: 0.00333334 BTC, not 200 bitcoins.
    expect((await apply({ ...form, amount: '0.003' })).message).toBe('The minimum cash-out is ₿0.00333334');
    expect(
      (await apply({ ...form, amount: '0.004', paymentMethod: 'PAYPAL', email: 'ana@example.com' })).message,
    ).toBe('This cash-out method is not available');
    expect((await apply({ ...form, amount: '0.000000001' })).message).toBe('amount is invalid');
    const paid = await apply({ ...form, amount: '0.00512345' });
    expect(paid.error, paid.message).toBe(0);
    expect(await walletOf(user.id)).toMatchObject({ cash: '0.00087655' });
    const rows = await t.db
      .selectFrom('wallet_ledger')
      .select(['type', 'amount'])
      .where('member_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { type: 'DEPOSIT', amount: '0.00600000' },
      { type: 'WITHDRAW', amount: '-0.00512345' },
    ]);
    const request = await t.db
      .selectFrom('withdrawal')
      .select(['amount', 'currency', 'payment_method'])
      .where('member_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ amount: '0.00512345', currency: 'BTC', payment_method: 'BTC' });
  });

  it('sets its own stake, loss and deposit limits to the satoshi, and records a stake over one', async () => {
    const { user } = await registerMember(t.app, { currency: 'BTC' });
    const set = (kind: string, amount: string) =>
      call(t.app, '/sys/protection/limit/set', { kind, amount }, { token: user.token });
    const inForce = (state: { data: { limits: { kind: string; amount: string | null }[] } }, kind: string) =>
      state.data.limits.find((limit) => limit.kind === kind)?.amount;
    const stake = await set('stakeDay', '0.00012345');
    expect(stake.error, stake.message).toBe(0);
    expect(inForce(stake, 'stakeDay')).toBe('0.00012345');
    // One satoshi less is a decrease: it applies at once, as a cent less does in fiat.
    const lower = await set('stakeDay', '0.00012344');
    expect(inForce(lower, 'stakeDay')).toBe('0.00012344');
    expect(inForce(await set('lossWeek', '0.0005'), 'lossWeek')).toBe('0.00050000');
    expect(inForce(await set('depositMonth', '0.12345678'), 'depositMonth')).toBe('0.12345678');
    expect((await set('lossDay', '0.000000001')).message).toBe('amount is invalid');
    // A stake the wallet refused over that limit is reported in satoshi, not as 0.00 of 0.00.
    await recordBetLimitHit(t.db, {
      memberId: user.id,
      reason: 'protection.stakeLimit',
      amount: '0.00020000',
      currency: 'BTC',
      transaction: `btc-limit-${user.id}`,
    });
    const hit = await t.db
      .selectFrom('protection_event')
      .select('detail')
      .where('member_id', '=', user.id)
      .where('event', '=', 'limitHit')
      .executeTakeFirstOrThrow();
    expect(hit.detail).toMatchObject({
      limitKind: 'stakeDay',
      limit: '0.00012344',
      left: '0.00012344',
      amount: '0.00020000',
      currency: 'BTC',
    });
  });

  it('lists the VIP store and invitation rewards in the bitcoin it credits, not reference figures', async () => {
    const { user } = await registerMember(t.app, { currency: 'BTC' });
    const store = await call(t.app, '/base/vipStore/listAll', {}, { token: user.token });
    // 1.00 and 5.00 at 60000, down to the satoshi, as a redeem credits them.
    expect(store.data.slice(0, 2).map((item: { bonus: string }) => item.bonus)).toEqual([
      '0.00001666',
      '0.00008333',
    ]);
    const tiers = await call(t.app, '/base/inviteConfig/listAll', {}, { token: user.token });
    expect(tiers.data.slice(0, 2).map((tier: { bonusAmount: string }) => tier.bonusAmount)).toEqual([
      '0.00008333',
      '0.00033333',
    ]);
    const member = await call(t.app, '/sys/member/getMember', {}, { token: user.token });
    expect(member.data).toMatchObject({ awardBalance: '0.00000000', pendingAward: '0.00000000' });
    // Fiat, and a visitor, read the figures as they are.
    const visitor = await call(t.app, '/base/vipStore/listAll', {});
    expect(visitor.data[0].bonus).toBe('1.00');
  });

  it("keeps BTC's own row in the operator's figures, to the satoshi", async () => {
    const figures = await ledgerFigures(t.db, new Date(0), new Date(Date.now() + 60_000));
    // The two bonuses above (0.00333333 and 0.00008333) and the cash-out, not read as no cents.
    expect(figures.find((row) => row.currency === 'BTC')).toMatchObject({
      cashOuts: '0.00512345',
      bonusCost: '0.00341666',
      ggr: '0.00000000',
      ngr: '-0.00341666',
    });
  });

  it('keeps fiat at two decimals: a third is refused, balances read as before', async () => {
    const m = await memberWithSession(t.db);
    const refused = await post('/sys/deposit/crypt/depositOrder', m.token, {
      amount: '30.001',
      depositCurrency: 'btc',
    });
    expect(refused.message).toBe('Please enter the amount');
    const created = await post('/sys/deposit/crypt/depositOrder', m.token, {
      amount: 30,
      depositCurrency: 'btc',
    });
    expect(created.error, created.message).toBe(0);
    await chain('send', { address: created.data.address, amount: created.data.coinNum });
    await chain('mine', { coin: 'btc', blocks: 2 });
    expect(await cash(m.memberId)).toBe('30.00');
    const info = (await call(t.app, '/sys/auth/token/info', {}, { token: m.token })).data;
    expect(info).toMatchObject({ availableBalance: '30.00', withdrawableBalance: '30.00' });
  });
});
