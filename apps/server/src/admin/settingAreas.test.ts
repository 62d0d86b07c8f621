import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSetting } from '../db/siteSettings.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';
import { adminCall, operatorWithSession, type TestOperator } from './testing.js';

/** Issue 32 item 17: deposit and cash-out amounts per currency and the bonus terms, set on screens. */
let t: TestApp;
let admin: TestOperator;
let content: TestOperator;
let support: TestOperator;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.updateTable('deposit_payment_method').set({ enabled: 1 }).execute();
  admin = await operatorWithSession(t, 'administrator');
  content = await operatorWithSession(t, 'content');
  support = await operatorWithSession(t, 'support');
});
afterAll(async () => t.close());

async function player(path: string, token: string, form: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token, 'x-fe-lang': 'en' },
    payload: new URLSearchParams(form).toString(),
  });
  return response.json();
}

async function memberIn(currency: string) {
  const m = await memberWithSession(t.db);
  await t.db.updateTable('member').set({ currency, activated: 1 }).where('id', '=', m.memberId).execute();
  return m;
}

async function auditRows(targetType: string) {
  return t.db
    .selectFrom('audit_log')
    .select(['operator_name', 'outcome', 'target_id', 'before', 'after'])
    .where('target_type', '=', targetType)
    .orderBy('id')
    .execute();
}

const eurDeposit = {
  currency: 'EUR',
  minimumAmount: '50.00',
  defaultAmount: '100.00',
  paymentAmounts: ['500.00', '50.00', '75.00'],
  cardAmounts: ['50.00', '100.00'],
};

describe('deposit amounts per currency', () => {
  it('lists every offered currency with the seed figures and the bounds', async () => {
    const answer = await adminCall(t, '/admin/settings/payment-amounts', {}, content.token);
    expect(answer.error).toBe(0);
    expect(answer.data.depositMaximum).toBe('5000.00');
    expect(answer.data.cashOutMultiple).toBe(100);
    expect(answer.data.currencies.map((row: { currency: string }) => row.currency)).toEqual([
      'BRL',
      'EUR',
      'USD',
    ]);
    expect(answer.data.currencies[1].deposit).toEqual({
      minimumAmount: '10.00',
      defaultAmount: '200.00',
      paymentAmounts: ['25.00', '50.00', '100.00', '200.00', '500.00', '1000.00', '2000.00', '5000.00'],
      cardAmounts: ['25.00', '30.00', '50.00', '100.00', '200.00', '500.00', '1000.00', '2000.00'],
    });
  });

  it.each([
    [{ minimumAmount: '0.00' }, 'The minimum must be a whole amount from 1.00 to 5000.00.'],
    [{ minimumAmount: '10.50' }, 'The minimum must be a whole amount from 1.00 to 5000.00.'],
    [
      { defaultAmount: '20.00' },
      'The amount the card form starts from must be a whole amount from the minimum (50.00) to 5000.00.',
    ],
    [
      { paymentAmounts: ['25.00', '100.00'] },
      'Preset amounts: one to ten different whole amounts, each from the minimum (50.00) to 5000.00.',
    ],
    [
      { cardAmounts: ['100.00', '100.00'] },
      'Preset amounts: one to ten different whole amounts, each from the minimum (50.00) to 5000.00.',
    ],
    [
      { cardAmounts: [] },
      'Preset amounts: one to ten different whole amounts, each from the minimum (50.00) to 5000.00.',
    ],
    [{ currency: 'BTC' }, 'currency is invalid'],
  ])('refuses %j with a message naming the figure, and audits the refusal', async (change, message) => {
    const answer = await adminCall(
      t,
      '/admin/settings/deposit-amounts/update',
      { ...eurDeposit, ...change },
      content.token,
    );
    expect(answer.error).toBe(1);
    expect(answer.message).toBe(message);
    const refusal = (await auditRows('depositAmounts')).at(-1);
    expect(refusal).toMatchObject({ operator_name: content.username, outcome: 'refused' });
  });

  it('shows an audited refusal in the language of the operator who reads it', async () => {
    const inLang = async (lang: string, path: string, body: unknown, token: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: { 'x-fe-lang': lang, 'content-type': 'application/json', authorization: token },
        payload: JSON.stringify(body),
      });
      return response.json() as { error: number; message: string; data: { content: { reason: string }[] } };
    };
    const refused = { ...eurDeposit, cardAmounts: [] };
    const spanish = await inLang('es', '/admin/settings/deposit-amounts/update', refused, content.token);
    expect(spanish.error).toBe(1);
    const english = await adminCall(t, '/admin/settings/deposit-amounts/update', refused, content.token);
    expect(spanish.message).not.toBe(english.message);

    const latest = { targetType: 'depositAmounts', pageNum: 1, pageSize: 1 };
    const readInSpanish = await inLang('es', '/admin/audit/list', latest, admin.token);
    expect(readInSpanish.data.content[0]?.reason).toBe(spanish.message);
    const readInEnglish = await inLang('en', '/admin/audit/list', latest, admin.token);
    expect(readInEnglish.data.content[0]?.reason).toBe(english.message);
  });

  it('saves one currency, audited with the operator, and the player of that currency sees and meets it', async () => {
    const saved = await adminCall(t, '/admin/settings/deposit-amounts/update', eurDeposit, content.token);
    expect(saved.error, saved.message).toBe(0);
    expect(saved.data.paymentAmounts).toEqual(['50.00', '75.00', '500.00']);
    const row = (await auditRows('depositAmounts')).at(-1);
    expect(row).toMatchObject({ operator_name: content.username, outcome: 'done', target_id: 'EUR' });
    expect(row?.before).toMatchObject({ minimumAmount: '10.00' });
    expect(row?.after).toMatchObject({
      minimumAmount: '50.00',
      paymentAmounts: ['50.00', '75.00', '500.00'],
    });

    const eur = await memberIn('EUR');
    const config = (await player('/sys/member/deposit/config', eur.token)).data;
    expect(config).toMatchObject({
      minimumAmount: '50.00',
      defaultAmount: 100,
      paymentAmounts: '50/75/500',
      cardAmounts: '50/100',
    });
    const under = await player('/sys/deposit/stripe/depositOrder', eur.token, {
      amount: '30',
      paymentMethod: 'STRIPE',
    });
    expect(under).toMatchObject({ error: 1, message: 'The minimum deposit is €50.00' });

    // Another currency keeps its own figures.
    const usd = await memberIn('USD');
    expect((await player('/sys/member/deposit/config', usd.token)).data).toMatchObject({
      minimumAmount: '10.00',
      paymentAmounts: '25/50/100/200/500/1000/2000/5000',
    });
  });
});

describe('cash-out amounts per currency', () => {
  it('refuses a minimum off the step and saves one on it, which the cash-out then applies', async () => {
    const off = await adminCall(
      t,
      '/admin/settings/cashout-amounts/update',
      { currency: 'EUR', minimumAmount: '250.00', withdrawAmounts: ['300.00'] },
      content.token,
    );
    expect(off).toMatchObject({
      error: 1,
      message: 'Cash-out amounts are multiples of 100: the minimum must be one too.',
    });
    const presets = await adminCall(
      t,
      '/admin/settings/cashout-amounts/update',
      { currency: 'EUR', minimumAmount: '300.00', withdrawAmounts: ['200.00'] },
      content.token,
    );
    expect(presets.message).toBe(
      'Preset amounts: one to ten different multiples of 100, each from the minimum (300.00) to 100000.00.',
    );
    const saved = await adminCall(
      t,
      '/admin/settings/cashout-amounts/update',
      { currency: 'EUR', minimumAmount: '300.00', withdrawAmounts: ['1000.00', '300.00'] },
      content.token,
    );
    expect(saved.data).toEqual({
      currency: 'EUR',
      minimumAmount: '300.00',
      withdrawAmounts: ['300.00', '1000.00'],
    });
    expect((await auditRows('cashOutAmounts')).at(-1)).toMatchObject({
      operator_name: content.username,
      outcome: 'done',
    });
    const eur = await memberIn('EUR');
    expect((await player('/sys/member/withdraw/config', eur.token)).data).toMatchObject({
      minimumAmount: '300.00',
      withdrawAmounts: '300/1000',
    });
  });

  it('is not open to a role without the settings', async () => {
    const answer = await adminCall(t, '/admin/settings/payment-amounts', {}, support.token);
    expect(answer.error).toBe(5);
  });
});

describe('bonus terms as a form', () => {
  const form = async () => (await adminCall(t, '/admin/settings/bonus-rules', {}, admin.token)).data;

  it('shows the terms in force, every figure a field', async () => {
    const answer = await form();
    expect(answer.presets.map((preset: { name: string }) => preset.name)).toEqual(['default', 'uk']);
    expect(answer.presets[1].rules).toMatchObject({ wageringMultiplier: 10, wageringIncludesDeposit: false });
    expect(answer.rules).toMatchObject({
      preset: 'default',
      wageringMultiplier: 50,
      maxCountedBet: '2.00',
      firstDeposit: { percent: 100, maxBonus: '200.00', minimumDeposit: '10.00', validDays: 90 },
    });
    expect(answer.rules.contributions).toContainEqual({ gameType: 'slot', percent: 100 });
  });

  it('is an administrator’s to change, with a message naming the part that is wrong', async () => {
    const { rules } = await form();
    expect((await adminCall(t, '/admin/settings/bonus-rules/update', rules, content.token)).error).toBe(5);
    const wrong = await adminCall(
      t,
      '/admin/settings/bonus-rules/update',
      { ...rules, firstDeposit: { ...rules.firstDeposit, percent: 5000 } },
      admin.token,
    );
    expect(wrong.error).toBe(1);
    expect(wrong.message).toMatch(/^First-deposit bonus: a whole percent from 0 to 1000/);
    const twice = await adminCall(
      t,
      '/admin/settings/bonus-rules/update',
      { ...rules, contributions: [...rules.contributions, { gameType: 'slot', percent: 5 }] },
      admin.token,
    );
    expect(twice.message).toMatch(/^Game shares/);
  });

  it('saves only what differs from the preset, audited, and the player is offered the new terms', async () => {
    const { rules } = await form();
    const saved = await adminCall(
      t,
      '/admin/settings/bonus-rules/update',
      { ...rules, wageringMultiplier: 30, firstDeposit: { ...rules.firstDeposit, percent: 50 } },
      admin.token,
    );
    expect(saved.error, saved.message).toBe(0);
    expect(JSON.parse((await readSetting(t.db, 'bonusRules')) ?? '{}')).toEqual({
      wageringMultiplier: 30,
      firstDeposit: { percent: 50, maxBonus: '200.00', minimumDeposit: '10.00', validDays: 90 },
    });
    const row = await t.db
      .selectFrom('audit_log')
      .select(['operator_name', 'before', 'after'])
      .where('target_id', '=', 'bonusRules')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.operator_name).toBe(admin.username);
    expect(row.before).toMatchObject({ wageringMultiplier: 50 });
    expect(row.after).toMatchObject({ wageringMultiplier: 30 });

    const m = await memberIn('EUR');
    const offer = await player('/sys/depositPaymentMethod/maxBonusInfo', m.token);
    expect(offer.data).toMatchObject({ percentage: 50, wageringMultiplier: 30 });
    // Starting again from the UK preset's own figures saves no overrides at all.
    const ukRules = (await form()).presets[1].rules;
    const uk = await adminCall(t, '/admin/settings/bonus-rules/update', ukRules, admin.token);
    expect(uk.data).toEqual(ukRules);
    expect(await readSetting(t.db, 'bonusRules')).toBe('');
  });
});
