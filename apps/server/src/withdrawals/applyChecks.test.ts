import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markActivated } from '../members/repository.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { expectRefusesAll, invalidRequests } from '../test/invalidPayloads.js';
import { bankForm, type CashOutHelpers, cashOutHelpers, prepareCashOuts, without } from './testing.js';

/* applyWithdraw's checks in the contract's order, the session it needs and the invalid payloads it refuses. */

let t: TestApp;
let setWithdrawConfig: CashOutHelpers['setWithdrawConfig'];
let player: CashOutHelpers['player'];
let post: CashOutHelpers['post'];
let apply: CashOutHelpers['apply'];
let cashOutTrace: CashOutHelpers['cashOutTrace'];

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000, devRoutes: true });
  const helpers = cashOutHelpers(t);
  ({ setWithdrawConfig, player, post, apply, cashOutTrace } = helpers);
  await prepareCashOuts(t, helpers);
});
afterAll(async () => {
  await t.close();
});

describe('applyWithdraw checks, in the contract order', () => {
  it('answers each failing rule with its message and writes nothing until all pass', async () => {
    const who = await player({ cash: '1000.00', wagered: '400.00', activated: false });
    const strangersProof = (await player()).paymentProof;
    const untouched = await cashOutTrace(who.memberId);
    expect(await apply(who, bankForm(who))).toMatchObject({
      error: 2,
      message: 'Please activate your account with the link in your e-mail before requesting a cash-out',
    });
    await markActivated(t.db, who.memberId);

    // Their one deposit is 1000.00, so only a requirement above it refuses.
    await setWithdrawConfig({ requiredDepositAmount4Withdraw: '1000.01' });
    const deposit = await apply(who, bankForm(who));
    await setWithdrawConfig({ requiredDepositAmount4Withdraw: '0.00' });
    expect(deposit).toMatchObject({
      error: 2,
      message: 'For the first withdrawal you need to deposit at least $1,000.01 in order to withdraw',
    });

    await t.db
      .updateTable('wallet')
      .set({ rolling_amount: '37.50' })
      .where('member_id', '=', who.memberId)
      .execute();
    expect(await apply(who, bankForm(who))).toMatchObject({
      error: 2,
      message: 'Wagered amount did not meet the standard, still need $37.50, keep playing!',
    });
    await t.db
      .updateTable('wallet')
      .set({ rolling_amount: '0' })
      .where('member_id', '=', who.memberId)
      .execute();

    const ordered: [Record<string, string>, number, string][] = [
      // Left out, as the API client leaves out an empty number (an empty string is the schema's "invalid").
      [without(bankForm(who), 'amount'), 1, 'Please enter the amount'],
      // The limits are the operator's configuration, checked by the rules, not by the schema.
      [bankForm(who, { amount: '100' }), 1, 'The minimum cash-out is $200.00'],
      [bankForm(who, { amount: '250' }), 1, 'The amount must be a multiple of 100'],
      [bankForm(who, { amount: '100100' }), 1, 'The maximum cash-out is $100,000.00'],
      [bankForm(who, { amount: '1100' }), 2, 'Withdrawable balance insufficient'],
      [
        bankForm(who, { amount: '300' }),
        2,
        'A cash-out may not exceed half of your wagered amount: $200.00 at most now',
      ],
    ];
    for (const [form, error, message] of ordered) {
      expect(await apply(who, form)).toMatchObject({ error, message, data: null });
    }
    await t.db
      .updateTable('wallet')
      .set({ wagered: '5000.00' })
      .where('member_id', '=', who.memberId)
      .execute();

    await setWithdrawConfig({ minimumAmount: '400.00' });
    expect(await apply(who, bankForm(who, { amount: '300' }))).toMatchObject({
      error: 1,
      message: 'The minimum cash-out is $400.00',
    });
    await setWithdrawConfig({ minimumAmount: '200.00', maxManualAmount: '200.00' });
    expect(await apply(who, bankForm(who, { amount: '300' }))).toMatchObject({
      error: 1,
      message: 'The maximum cash-out is $200.00',
    });
    await setWithdrawConfig({ maxManualAmount: '100000.00' });

    const fields: [Record<string, string>, number, string][] = [
      [without(bankForm(who), 'paymentMethod'), 1, 'Please choose a cash-out method'],
      [bankForm(who, { accountName: ' ' }), 1, "Please enter the account holder's name"],
      [bankForm(who, { dni: '' }), 1, 'Please enter your DNI (identity document number)'],
      [bankForm(who, { accountNumber: '' }), 1, 'Please enter the account number'],
      [bankForm(who, { interbankAccountNumber: '' }), 1, 'Please enter the interbank account number (CCI)'],
      [{ ...bankForm(who), paymentMethod: 'PAYPAL' }, 1, 'Please enter your e-mail'],
      [
        { ...bankForm(who), paymentMethod: 'MERCADO_PAGO', email: 'ana@' },
        1,
        'Please enter a valid e-mail address',
      ],
      [
        { ...bankForm(who), paymentMethod: 'CPAY', 'payoutData.toAccount': '0917' },
        1,
        'Please enter the name on the receiving account',
      ],
      [
        { ...bankForm(who), paymentMethod: 'CPAY', 'payoutData[accountName]': 'Ana' },
        1,
        'Please enter the account to pay to',
      ],
      [
        { ...bankForm(who), paymentMethod: 'BTC', accountNumber: 'bc1q' },
        1,
        'Please enter your Bitcoin wallet address',
      ],
      [
        { ...bankForm(who), paymentMethod: 'PAYID', 'payoutData.accountName': 'Ana' },
        1,
        'Please enter your PayID',
      ],
      [bankForm(who, { cpf: '123.456.789-0' }), 1, 'The CPF must have 11 digits'],
      [without(bankForm(who), 'idcardProofId'), 1, 'Please upload your ID proof'],
      [without(bankForm(who), 'paymentProofId'), 1, 'Please upload your payment method proof'],
      // Someone else's upload is not a proof of this member.
      [bankForm(who, { paymentProofId: strangersProof }), 1, 'paymentProofId is invalid'],
    ];
    for (const [form, error, message] of fields) {
      expect(await apply(who, form)).toMatchObject({ error, message, data: null });
    }

    await t.db
      .updateTable('cashout_payment_method')
      .set({ enabled: 0 })
      .where('code', '=', 'PAYPAL')
      .execute();
    expect(
      await apply(who, { ...bankForm(who), paymentMethod: 'PAYPAL', email: 'ana@example.com' }),
    ).toMatchObject({
      error: 2,
      message: 'This cash-out method is not available',
    });
    await t.db
      .updateTable('cashout_payment_method')
      .set({ enabled: 1 })
      .where('code', '=', 'PAYPAL')
      .execute();

    // Every refusal above left the requests, the ledger and the member's documents as they were.
    expect(await cashOutTrace(who.memberId)).toEqual(untouched);

    const accepted = await apply(who, bankForm(who, { amount: '300', cpf: '123.456.789-09' }));
    expect(accepted).toMatchObject({
      error: 0,
      message: 'withdrawal request submitted',
      data: {
        amount: '300.00',
        status: 0,
        paymentMethod: 'BANK_CARD',
        currency: 'USD',
        accountHint: '****4455',
      },
    });
  });

  it('takes payoutData as the contract (brackets), the API client (dots) or JSON send it', async () => {
    for (const form of <Record<string, string>[]>[
      { 'payoutData[accountName]': 'Ana Cruz', 'payoutData[toAccount]': '09171234567' },
      { 'payoutData.accountName': 'Ana Cruz', 'payoutData.toAccount': '09171234567' },
    ]) {
      const who = await player({ cash: '500.00' });
      const answer = await apply(who, {
        amount: '200',
        paymentMethod: 'CPAY',
        idcardProofId: who.idProof,
        paymentProofId: who.paymentProof,
        ...form,
      });
      expect(answer).toMatchObject({ error: 0, data: { paymentMethod: 'CPAY', accountHint: '****4567' } });
    }
    const who = await player({ cash: '500.00' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sys/withdraw/apply',
      headers: { 'content-type': 'application/json', authorization: who.token },
      payload: {
        amount: 200,
        paymentMethod: 'BTC',
        payoutData: { toAccount: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
        idcardProofId: who.idProof,
        paymentProofId: who.paymentProof,
      },
    });
    expect(response.json()).toMatchObject({
      error: 0,
      data: { paymentMethod: 'BTC', accountHint: '****5mdq' },
    });
    const stored = await t.db
      .selectFrom('withdrawal')
      .select(['payout_to_account', 'account_number'])
      .where('member_id', '=', who.memberId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      payout_to_account: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      account_number: null,
    });
  });

  it('checks the same method fields the contract lists in x-required-fields-by-method', async () => {
    const { requiredFieldsByMethod } = await import('./rules.js');
    const { readContract } = await import('../http/contract.js');
    const contract = readContract(t.config.openapiFile) as unknown as {
      components: { schemas: { WithdrawApply: Record<string, Record<string, string[]>> } };
    };
    const listed = contract.components.schemas.WithdrawApply['x-required-fields-by-method'];
    const ours = Object.fromEntries(
      Object.entries(requiredFieldsByMethod).map(([method, fields]) => [
        method,
        fields.map(([field]) => ('entity' in field ? field.entity : `payoutData.${field.payout}`)),
      ]),
    );
    expect(ours).toEqual(listed);
  });
});

describe('sessions', () => {
  it('asks for a session (-2) on the member calls', async () => {
    for (const path of ['/sys/withdraw/apply', '/sys/withdraw/cancel', '/sys/withdraw/listPage']) {
      expect(await post(path, { id: '1' })).toMatchObject({ error: -2, data: null });
    }
  });
});

describe('generated invalid payloads', () => {
  for (const operationId of [
    'applyWithdraw',
    'listWithdrawals',
    'cancelWithdraw',
    'withdrawQueryLogin',
    'withdrawQueryDetail',
  ]) {
    it(`${operationId} refuses every one without writing`, async () => {
      const who = await player({ cash: '1000.00' });
      await apply(who, bankForm(who));
      await expectRefusesAll(t.app, t.db, invalidRequests(operationId), {
        headers: { authorization: who.token },
      });
    });
  }
});
