import { describe, expect, it } from 'vitest';
import {
  acceptableProof,
  applyPayload,
  type CashoutForm,
  cashoutAllowance,
  createClickGuard,
  firstPrecheck,
  firstStepOneFailure,
  firstStepTwoFailure,
  cashoutRuleMessages as m,
  presetAmounts,
  smallestAmount,
  stepsAboveUnit,
} from './cashoutRules';

const config = { maxDepositAmount: '50.00', requiredDepositAmount4Withdraw: '10.00' };
const limits = {
  minimumAmount: '200.00',
  maximumAmount: '100000.00',
  amountMultiple: '100.00',
  withdrawableBalance: '1000.00',
  wageredAmount: '5000.00',
};
const bank: CashoutForm = {
  amount: '500',
  paymentMethod: 'BANK_CARD',
  fields: {
    accountName: 'Ana Ruiz',
    dni: '12345678',
    accountNumber: '0011-22',
    interbankAccountNumber: '00211',
  },
};

describe('the cash-out pre-checks', () => {
  it('asks for a first deposit before anything else, even while wagering remains', () => {
    expect(
      firstPrecheck(
        { maxDepositAmount: '9.99', requiredDepositAmount4Withdraw: '10.00' },
        { rollingAmount: '3.00' },
      ),
    ).toEqual({ rule: 'deposit', amount: '10.00' });
  });

  it('asks first for the account to be activated, before the deposit and before any document', () => {
    expect(
      firstPrecheck(
        { maxDepositAmount: '9.99', requiredDepositAmount4Withdraw: '10.00' },
        { rollingAmount: '3.00', activated: 0 },
      ),
    ).toEqual({ rule: 'activation' });
    expect(
      cashoutAllowance(
        { ...config, minimumAmount: '200.00', maximumAmount: '100000.00' },
        { rollingAmount: '0.00', withdrawableBalance: '1000.00', wageredAmount: '5000.00', activated: 0 },
      ),
    ).toMatchObject({ blocker: 'activation', mostNow: '0.00' });
  });

  it('then reports the wagering still needed', () => {
    expect(firstPrecheck(config, { rollingAmount: '0.01' })).toEqual({ rule: 'wagering', amount: '0.01' });
  });

  it('lets the request go once the deposit is made and nothing is left to wager', () => {
    expect(firstPrecheck({ ...config, maxDepositAmount: '10.00' }, { rollingAmount: '0.00' })).toBeNull();
  });
});

describe('step 1: amount, method and its fields', () => {
  it('passes a complete bank transfer', () => {
    expect(firstStepOneFailure(bank, limits)).toBeNull();
  });

  it('reports the first failure in the spec order', () => {
    const cases: [Partial<CashoutForm>, Partial<typeof limits>, unknown][] = [
      [{ amount: null, paymentMethod: undefined }, {}, m.amountRequired],
      [{ amount: '100' }, { withdrawableBalance: '0.00' }, m.amountMinimum],
      [{ amount: '250' }, {}, m.amountMinimum],
      [
        { amount: '100100' },
        { withdrawableBalance: '200000.00', wageredAmount: '900000.00' },
        m.amountMaximum,
      ],
      [{ amount: '1100', paymentMethod: undefined }, {}, m.insufficient],
      [{ amount: '600' }, { wageredAmount: '1199.98' }, m.wageredShare],
      [{ paymentMethod: undefined }, {}, m.methodRequired],
      [{ fields: { ...bank.fields, accountName: ' ', dni: '' } }, {}, m.accountNameRequired],
      [{ fields: { ...bank.fields, dni: '' } }, {}, m.dniRequired],
      [{ fields: { ...bank.fields, accountNumber: '' } }, {}, m.accountNumberRequired],
      [{ fields: { ...bank.fields, interbankAccountNumber: '' } }, {}, m.interbankAccountNumberRequired],
    ];
    for (const [change, limitChange, expected] of cases) {
      expect(
        firstStepOneFailure({ ...bank, ...change }, { ...limits, ...limitChange })?.message,
        JSON.stringify([change, limitChange]),
      ).toBe(expected);
    }
  });

  it('names the smallest allowed amount and the most the wagering allows', () => {
    expect(firstStepOneFailure({ ...bank, amount: '150' }, limits)?.amount).toBe('200.00');
    expect(
      firstStepOneFailure({ ...bank, amount: '600' }, { ...limits, wageredAmount: '1000.01' })?.amount,
    ).toBe('500.00');
  });

  it('allows exactly the withdrawable balance and exactly half the wagered amount', () => {
    expect(
      firstStepOneFailure(
        { ...bank, amount: '1000' },
        { ...limits, withdrawableBalance: '1000.00', wageredAmount: '2000.00' },
      ),
    ).toBeNull();
  });

  it('leaves the wagered share to the server when the amount wagered is not reported', () => {
    const { wageredAmount: _, ...withoutWagered } = limits;
    expect(firstStepOneFailure(bank, withoutWagered)).toBeNull();
  });

  it('asks each method for its own fields only', () => {
    const only = (paymentMethod: CashoutForm['paymentMethod'], fields: CashoutForm['fields']) =>
      firstStepOneFailure({ amount: '500', paymentMethod, fields }, limits)?.message ?? null;
    expect(only('PAYPAL', {})).toBe(m.emailRequired);
    expect(only('PAYPAL', { email: 'ana@' })).toBe(m.emailInvalid);
    expect(only('MERCADO_PAGO', { email: ' ana@example.com ' })).toBeNull();
    expect(only('CPAY', { 'payoutData.toAccount': 'x' })).toBe(m.payoutAccountNameRequired);
    expect(only('CPAY', { 'payoutData.accountName': 'Ana' })).toBe(m.payoutToAccountRequired);
    expect(only('BTC', { accountName: 'Ana' })).toBe(m.walletAddressRequired);
    expect(only('BTC', { 'payoutData.toAccount': 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' })).toBeNull();
    expect(only('PAYID', { 'payoutData.accountName': 'Ana' })).toBe(m.payIdRequired);
  });

  it('rounds an operator minimum of 25 up to the first multiple of 100', () => {
    expect(smallestAmount(limits)).toBe('200.00');
    expect(smallestAmount({ ...limits, minimumAmount: '25.00' })).toBe('100.00');
    expect(smallestAmount({ minimumAmount: '25.00' })).toBe('100.00');
    expect(firstStepOneFailure({ ...bank, amount: '100' }, { ...limits, minimumAmount: '25.00' })).toBeNull();
    expect(
      firstStepOneFailure({ ...bank, amount: '25' }, { ...limits, minimumAmount: '25.00' })?.message,
    ).toBe(m.amountMinimum);
  });

  it('takes a BTC amount to the satoshi, within its converted limits and without a step', () => {
    const btc = {
      minimumAmount: '0.00333334',
      maximumAmount: '1.66666666',
      amountMultiple: '0.00000001',
      currency: 'BTC',
      withdrawableBalance: '0.01000000',
      wageredAmount: '0.02000000',
    };
    const wallet = { 'payoutData.toAccount': 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' };
    const btcForm = (amount: string): CashoutForm => ({ amount, paymentMethod: 'BTC', fields: wallet });
    expect(firstStepOneFailure(btcForm('0.00512345'), btc)).toBeNull();
    expect(firstStepOneFailure(btcForm('0.01'), btc)).toBeNull();
    expect(firstStepOneFailure(btcForm('0.00333333'), btc)).toEqual({
      message: m.amountMinimumAny,
      amount: '0.00333334',
    });
    expect(firstStepOneFailure(btcForm('0.000000001'), btc)?.message).toBe(m.amountMinimumAny);
    expect(firstStepOneFailure(btcForm('0.01000001'), btc)?.message).toBe(m.insufficient);
    expect(
      firstStepOneFailure(btcForm('0.01000001'), { ...btc, withdrawableBalance: '2.00000000' })?.message,
    ).toBe(m.wageredShare);
    expect(
      firstStepOneFailure(btcForm('1.66666667'), {
        ...btc,
        withdrawableBalance: '5.00000000',
        wageredAmount: '10.00000000',
      }),
    ).toEqual({ message: m.amountMaximum, amount: '1.66666666' });
    expect(stepsAboveUnit(btc, 8)).toBe(false);
    expect(stepsAboveUnit(limits)).toBe(true);
  });
});

describe('step 2: proofs', () => {
  it('needs the proof of ID first, then the payment-method proof', () => {
    expect(firstStepTwoFailure({}, {})?.message).toBe(m.idProofRequired);
    expect(firstStepTwoFailure({ idcardProofId: 'a' }, {})?.message).toBe(m.paymentProofRequired);
    expect(firstStepTwoFailure({ idcardProofId: 'a', paymentProofId: 'b' }, {})).toBeNull();
  });

  it('accepts proofs already on file unless their review failed', () => {
    const onFile = {
      idcardProofId: 'id-1',
      idcardProofStatus: 10,
      paymentProofId: 'pay-1',
      paymentProofStatus: 20,
    } as const;
    expect(firstStepTwoFailure({}, onFile)).toBeNull();
    expect(firstStepTwoFailure({}, { ...onFile, paymentProofStatus: 30 })?.message).toBe(
      m.paymentProofRequired,
    );
    expect(firstStepTwoFailure({ paymentProofId: 'new' }, { ...onFile, paymentProofStatus: 30 })).toBeNull();
  });

  it('takes JPEG, PNG and BMP images up to 5 MB', () => {
    expect(acceptableProof({ type: 'image/png', size: 5 * 1024 * 1024 })).toBe(true);
    expect(acceptableProof({ type: 'image/bmp', size: 10 })).toBe(true);
    expect(acceptableProof({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(false);
    expect(acceptableProof({ type: 'application/pdf', size: 10 })).toBe(false);
    expect(acceptableProof({ type: 'image/png', size: 0 })).toBe(false);
  });
});

describe('the request sent', () => {
  it('carries type 0, the trimmed fields of the chosen method only, and the new proofs', () => {
    const form: CashoutForm = {
      amount: '300',
      paymentMethod: 'CPAY',
      fields: { 'payoutData.accountName': ' Ana ', 'payoutData.toAccount': '77001', email: 'left@over.com' },
    };
    expect(applyPayload(form, { idcardProofId: 'f1' })).toEqual({
      type: 0,
      amount: '300',
      paymentMethod: 'CPAY',
      payoutData: { accountName: 'Ana', toAccount: '77001' },
      idcardProofId: 'f1',
    });
  });
});

describe('amounts and guards', () => {
  it('lists the preset amounts of the configuration', () => {
    expect(presetAmounts('200/500/1000/2000/5000')).toEqual(['200', '500', '1000', '2000', '5000']);
    expect(presetAmounts('200/ 0/x/500')).toEqual(['200', '500']);
  });

  it('ignores a second click within 2 s', () => {
    let now = 10_000;
    const accept = createClickGuard(2000, () => now);
    expect(accept()).toBe(true);
    now += 1999;
    expect(accept()).toBe(false);
    now += 1;
    expect(accept()).toBe(true);
  });
});

describe('what can be cashed out now', () => {
  const withdrawConfig = {
    minimumAmount: '200.00',
    maximumAmount: '100000.00',
    amountMultiple: '100.00',
    maxDepositAmount: '50.00',
    requiredDepositAmount4Withdraw: '10.00',
  };
  const player = { rollingAmount: '0.00', withdrawableBalance: '1000.10', wageredAmount: '5000.00' };

  it('is the largest multiple of 100 within the balance, half the wagered amount and the maximum', () => {
    expect(cashoutAllowance(withdrawConfig, player)).toEqual({
      minimum: '200.00',
      wageredCap: '2500.00',
      mostNow: '1000.00',
      blocker: null,
    });
    expect(cashoutAllowance(withdrawConfig, { ...player, wageredAmount: '1399.98' })).toMatchObject({
      wageredCap: '699.99',
      mostNow: '600.00',
    });
    expect(
      cashoutAllowance(withdrawConfig, {
        ...player,
        withdrawableBalance: '250000.00',
        wageredAmount: '900000.00',
      }).mostNow,
    ).toBe('100000.00');
  });

  it('says first why nothing can be: a first deposit, wagering, the balance, then the wagered amount', () => {
    expect(cashoutAllowance({ ...withdrawConfig, maxDepositAmount: '0.00' }, player)).toMatchObject({
      mostNow: '0.00',
      blocker: 'deposit',
    });
    expect(
      cashoutAllowance(withdrawConfig, { ...player, rollingAmount: '20.00', withdrawableBalance: '0.00' }),
    ).toMatchObject({ mostNow: '0.00', blocker: 'wagering' });
    expect(cashoutAllowance(withdrawConfig, { ...player, withdrawableBalance: '199.99' })).toMatchObject({
      mostNow: '0.00',
      blocker: 'balance',
    });
    expect(cashoutAllowance(withdrawConfig, { ...player, wageredAmount: '399.98' })).toMatchObject({
      wageredCap: '199.99',
      mostNow: '0.00',
      blocker: 'wagered',
    });
  });

  it('reads the minimum of 25 as 100, the first multiple of 100 above it', () => {
    expect(
      cashoutAllowance(
        { ...withdrawConfig, minimumAmount: '25.00' },
        { ...player, withdrawableBalance: '150.00' },
      ),
    ).toMatchObject({
      minimum: '100.00',
      mostNow: '100.00',
      blocker: null,
    });
  });
});

describe('what a BTC account can cash out now', () => {
  const btcConfig = {
    minimumAmount: '0.00333334',
    maximumAmount: '1.66666666',
    amountMultiple: '0.00000001',
    maxDepositAmount: '0.01000000',
    requiredDepositAmount4Withdraw: '0.00016667',
  };
  const btcPlayer = {
    currency: 'BTC' as const,
    rollingAmount: '0.00000000',
    withdrawableBalance: '0.00700001',
    wageredAmount: '0.02000003',
  };

  it('is the balance to the satoshi, half the wagered amount rounded down', () => {
    expect(cashoutAllowance(btcConfig, btcPlayer)).toEqual({
      minimum: '0.00333334',
      wageredCap: '0.01000001',
      mostNow: '0.00700001',
      blocker: null,
    });
    expect(cashoutAllowance(btcConfig, { ...btcPlayer, wageredAmount: '0.00666667' })).toMatchObject({
      wageredCap: '0.00333333',
      mostNow: '0.00000000',
      blocker: 'wagered',
    });
  });

  it('checks the first deposit in satoshis', () => {
    expect(
      firstPrecheck(
        { ...btcConfig, maxDepositAmount: '0.00016666' },
        { ...btcPlayer, rollingAmount: '0.00' },
      ),
    ).toEqual({ rule: 'deposit', amount: '0.00016667' });
    expect(firstPrecheck(btcConfig, { ...btcPlayer, rollingAmount: '0.00000001' })).toEqual({
      rule: 'wagering',
      amount: '0.00000001',
    });
  });
});
