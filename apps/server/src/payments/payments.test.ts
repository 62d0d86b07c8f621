import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { expectRefusesAll, invalidRequests } from '../test/invalidPayloads.js';
import { memberWithSession } from '../test/sessionFor.js';
import { readWithdrawConfig } from './index.js';
import { wholeUnits } from './rules.js';

let t: TestApp;
let newcomer: { memberId: number; token: string };
let depositor: { memberId: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  newcomer = await memberWithSession(t.db);
  depositor = await memberWithSession(t.db, { credited: 1 });
});
afterAll(async () => {
  await t.close();
});

async function call(url: string, form: Record<string, string> = {}, token?: string, lang = 'en') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-fe-lang': lang,
      ...(token ? { authorization: token } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const codes = (answer: { data: { code: string }[] }) => answer.data.map((method) => method.code);

describe('deposit methods', () => {
  it('shows a newcomer the always-visible and first-deposit methods, enabled, by sort index', async () => {
    const answer = await call(
      '/sys/depositPaymentMethod/listAll',
      { enabled: '1', sortIndex_0: 'ASC' },
      newcomer.token,
    );
    expect(answer.error).toBe(0);
    expect(
      answer.data.every(
        (method: { visibility: number; enabled: number }) =>
          [0, 20].includes(method.visibility) && method.enabled === 1,
      ),
    ).toBe(true);
    const indexes = answer.data.map((method: { sortIndex: number }) => method.sortIndex);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    expect(answer.data[0]).toEqual({
      code: 'VISA_MASTERCARD',
      name: 'Visa & Mastercard',
      icon: '/assets/payments/card.svg',
      enabled: 1,
      visibility: 0,
      sortIndex: 10,
      processingTime: { minMinutes: 0, maxMinutes: 0 },
    });
  });

  it('shows a member who deposited the deposited-only methods instead, whatever visibility_IN asks', async () => {
    await t.db
      .updateTable('deposit_payment_method')
      .set({ visibility: 10 })
      .where('code', '=', 'STRIPE')
      .execute();
    await t.db
      .updateTable('deposit_payment_method')
      .set({ visibility: 20 })
      .where('code', '=', 'CASH')
      .execute();
    const credited = codes(
      await call('/sys/depositPaymentMethod/listAll', { enabled: '1' }, depositor.token),
    );
    expect(credited).toContain('STRIPE');
    expect(credited).not.toContain('CASH');
    const fresh = codes(await call('/sys/depositPaymentMethod/listAll', { enabled: '1' }, newcomer.token));
    expect(fresh).toContain('CASH');
    expect(fresh).not.toContain('STRIPE');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/sys/depositPaymentMethod/listAll',
      headers: { authorization: newcomer.token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'visibility_IN=10&visibility_IN=0',
    });
    expect(codes(asked.json())).not.toContain('STRIPE');
    // The API client sends a form list comma-joined, as the conventions say.
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/sys/depositPaymentMethod/listAll',
      headers: { authorization: newcomer.token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'enabled=1&visibility_IN=0,20&sortIndex_0=ASC',
    });
    expect(joined.json().error).toBe(0);
    expect(codes(joined.json())).toContain('CASH');
    await t.db
      .updateTable('deposit_payment_method')
      .set({ visibility: 0 })
      .where('code', 'in', ['STRIPE', 'CASH'])
      .execute();
  });

  it('lists a method only to accounts in a currency it takes: Pix to reais alone', async () => {
    const inEuros = await memberWithSession(t.db);
    const inReais = await memberWithSession(t.db);
    await t.db.updateTable('member').set({ currency: 'EUR' }).where('id', '=', inEuros.memberId).execute();
    await t.db.updateTable('member').set({ currency: 'BRL' }).where('id', '=', inReais.memberId).execute();
    const euros = codes(await call('/sys/depositPaymentMethod/listAll', { enabled: '1' }, inEuros.token));
    const reais = codes(await call('/sys/depositPaymentMethod/listAll', { enabled: '1' }, inReais.token));
    expect(euros).not.toContain('PIX');
    expect(euros).toContain('VISA_MASTERCARD');
    expect(reais).toContain('PIX');
    expect(reais).toContain('VISA_MASTERCARD');
  });

  it('lists the disabled alternatives only when asked for enabled 0', async () => {
    const disabled = await call('/sys/depositPaymentMethod/listAll', { enabled: '0' }, newcomer.token);
    expect(disabled.data.length).toBeGreaterThan(0);
    expect(disabled.data.every((method: { enabled: number }) => method.enabled === 0)).toBe(true);
  });

  it('finds one method by code, answers 3 for a removed one, and names a missing code', async () => {
    expect((await call('/base/depositPaymentMethod/find', { code: 'PIX' })).data).toMatchObject({
      code: 'PIX',
      name: 'Pix',
    });
    await t.db.deleteFrom('deposit_payment_method').where('code', '=', 'PAYP').execute();
    expect(await call('/base/depositPaymentMethod/find', { code: 'PAYP' })).toMatchObject({
      error: 3,
      data: null,
    });
    expect(await call('/base/depositPaymentMethod/find', {})).toMatchObject({
      error: 1,
      message: 'code required',
    });
    expect(await call('/base/depositPaymentMethod/find', { code: 'GOLD' })).toMatchObject({
      error: 1,
      message: 'code is invalid',
    });
  });
});

describe('cash-out methods', () => {
  it('lists enabled methods by sort index with the fields each needs', async () => {
    const answer = await call('/base/cashoutPaymentMethod/listAll', { enabled: '1', sortIndex_0: 'ASC' });
    expect(codes(answer)).toEqual(['BANK_CARD', 'PAYPAL', 'MERCADO_PAGO', 'CPAY', 'BTC', 'PAYID']);
    expect(answer.data[0].requiredFields).toEqual([
      'accountName',
      'dni',
      'accountNumber',
      'interbankAccountNumber',
    ]);
  });
});

describe('method names in the player language (issue 32 §14)', () => {
  const names = (answer: { data: { code: string; name: string }[] }) =>
    Object.fromEntries(answer.data.map((method) => [method.code, method.name]));

  it('names the methods in the caller language and keeps the brands as they are', async () => {
    await t.db.updateTable('deposit_payment_method').set({ visibility: 0 }).execute();
    const deposit = names(await call('/sys/depositPaymentMethod/listAll', {}, newcomer.token, 'es'));
    expect(deposit).toMatchObject({
      PINGPONG: 'Tarjeta (PingPong)',
      CRYPTO: 'Bitcoin y cripto',
      ONLY_PAY: 'Tarjeta (página segura)',
      CASH: 'Transferencia QR',
      STRIPE: 'Pago con tarjeta',
      CRYPT: 'Cripto (BTC, ETH, BNB, USDT, LTC, DOGE)',
      PAYPAL_POLL: 'PayPal',
      VISA_MASTERCARD: 'Visa & Mastercard',
    });
    const cashOut = names(await call('/base/cashoutPaymentMethod/listAll', {}, undefined, 'ja'));
    expect(cashOut).toMatchObject({ BANK_CARD: '銀行振込', PAYPAL: 'PayPal', BTC: 'Bitcoin' });
    expect((await call('/base/depositPaymentMethod/find', { code: 'CASH' }, undefined, 'de')).data.name).toBe(
      'QR-Überweisung',
    );
  });

  it('keeps a name the operator gave as they wrote it', async () => {
    await t.db
      .updateTable('deposit_payment_method')
      .set({ name: 'Tarjeta rápida' })
      .where('code', '=', 'STRIPE')
      .execute();
    const deposit = names(await call('/sys/depositPaymentMethod/listAll', {}, newcomer.token, 'fr'));
    expect(deposit.STRIPE).toBe('Tarjeta rápida');
    expect(deposit.ONLY_PAY).toBe('Carte (page sécurisée)');
  });
});

describe('amount configurations', () => {
  it('answers the deposit configuration in whole units, as Money strings', async () => {
    const answer = await call('/sys/member/deposit/config', {}, newcomer.token);
    expect(answer.data).toMatchObject({
      minimumAmount: '10.00',
      maximumAmount: '5000.00',
      paymentAmounts: '25/50/100/200/500/1000/2000/5000',
      paymentAllowManualInput: 1,
    });
  });

  it('answers the cash-out configuration with the default minimum of 200 and the deposit requirement', async () => {
    const answer = await call('/sys/member/withdraw/config', {}, depositor.token);
    expect(answer.data).toEqual({
      minimumAmount: '200.00',
      maximumAmount: '100000.00',
      amountMultiple: '100.00',
      withdrawAmounts: '200/500/1000/2000/5000',
      withdrawAllowManualInput: 1,
      maxDepositAmount: '0.00',
      requiredDepositAmount4Withdraw: '10.00',
    });
  });

  it('follows the operator switching to the alternative minimum of 25', async () => {
    const config = await readWithdrawConfig(t.db);
    await t.db
      .updateTable('payment_config')
      .set({ config: { ...config, minimumAmount: config.alternativeMinimumAmount } })
      .where('kind', '=', 'withdraw')
      .execute();
    expect((await call('/sys/member/withdraw/config', {}, depositor.token)).data.minimumAmount).toBe('25.00');
    await t.db.updateTable('payment_config').set({ config }).where('kind', '=', 'withdraw').execute();
  });

  it('rounds a fractional configured amount up, never below the operator’s figure', () => {
    expect(wholeUnits('200.00')).toBe(200);
    expect(wholeUnits('25.50')).toBe(26);
    expect(wholeUnits('7')).toBe(7);
  });

  it('asks for a session (-2) on member calls', async () => {
    for (const url of [
      '/sys/member/deposit/config',
      '/sys/member/withdraw/config',
      '/sys/depositPaymentMethod/listAll',
    ]) {
      expect(await call(url)).toMatchObject({ error: -2, data: null });
    }
  });
});

describe('generated invalid payloads', () => {
  for (const operationId of [
    'findDepositPaymentMethod',
    'listDepositPaymentMethods',
    'listCashoutPaymentMethods',
    'getDepositConfig',
    'getWithdrawConfig',
  ]) {
    it(`${operationId} refuses every one without writing`, async () => {
      await expectRefusesAll(t.app, t.db, invalidRequests(operationId), {
        headers: { authorization: newcomer.token },
      });
    });
  }
});
