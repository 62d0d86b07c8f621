import { describe, expect, it } from 'vitest';
import {
  allowsFreeAmount,
  amountFailure,
  type CardForm,
  cardFailure,
  cardPayload,
  coinsShown,
  flowOf,
  shortcutsOf,
} from './depositRules';
import { depositMessages as m } from './messages';

const config = { minimumAmount: '10.00', paymentAmounts: '20/50/100/200/500', paymentAllowManualInput: 0 };

const card: CardForm = {
  cardNum: '4242 4242 4242 4242',
  cardCvv: ' 123 ',
  expireMonth: '12',
  expireYear: '2030',
  cardFirstName: 'Ana María',
  cardLastName: 'López',
  cardCountry: 'ES',
  cardState: 'M',
  cardCity: 'Madrid',
  cardAddress: 'Calle 1',
  cardPostalCode: '28001',
  cardEmail: '',
  cardMobile: '',
};

describe('the deposit checks, in the order of spec 001 §5', () => {
  it('every one of the 12 method codes has a flow', () => {
    expect(Object.keys(flowOf).sort()).toEqual(
      [
        'CASH',
        'CPAY',
        'CRYPT',
        'CRYPTO',
        'ONLY_PAY',
        'PAYP',
        'PAYPAL_POLL',
        'PINGPONG',
        'PIX',
        'STRIPE',
        'VISA_MASTERCARD',
        'VISA_MASTERCARD_1',
      ].sort(),
    );
  });

  const euros = (value: string) => `${value} €`;

  it('amount required, then the minimum, then 5000 for card and wallet flows, never for crypto', () => {
    expect(amountFailure('STRIPE', null, config, euros)?.message).toBe(m.amountTip);
    expect(amountFailure('STRIPE', '9', config, euros)).toEqual({
      message: m.amountTip1,
      values: { amount: '10.00 €' },
    });
    expect(amountFailure('VISA_MASTERCARD', '5001', config, euros)).toEqual({
      message: m.maxAmountTip1,
      values: { amount: '5000 €' },
    });
    expect(amountFailure('CRYPTO', '6000', config, euros)).toBeUndefined();
    expect(amountFailure('CRYPTO', '9', config, euros)?.message).toBe(m.amountTip1);
    expect(amountFailure('PAYP', '5000', config, euros)).toBeUndefined();
  });

  it('the coin comes after the amount for the one-coin variant', () => {
    expect(amountFailure('CRYPT', null, config, euros)?.message).toBe(m.amountTip);
    expect(amountFailure('CRYPT', '50', config, euros)?.message).toBe(m.coinTip);
    expect(amountFailure('CRYPT', '50', config, euros, 'btc')).toBeUndefined();
  });

  it('the card fields in the spec order, each with its own message', () => {
    expect(cardFailure(card)).toBeUndefined();
    const order: [keyof CardForm, unknown][] = [
      ['cardNum', m.cardNumberTip],
      ['cardCvv', m.cvvTip],
      ['expireMonth', m.monthTip],
      ['expireYear', m.yearTip],
      ['cardFirstName', m.firstNameTip],
      ['cardLastName', m.lastNameTip],
      ['cardCountry', m.countryTip],
      ['cardState', m.stateTip],
      ['cardCity', m.townCityTip],
      ['cardAddress', m.addressTip],
      ['cardPostalCode', m.postalTip],
    ];
    let form = { ...card };
    for (const [field] of order) form = { ...form, [field]: '' };
    for (const [field, message] of order) {
      expect(cardFailure(form)?.message, field).toBe(message);
      form = { ...form, [field]: card[field] };
    }
    expect(cardFailure({ ...card, cardNum: '4242' })?.message).toBe(m.cardNumberTip);
  });

  it('strips spaces from the number, CVV and names, and takes the last name from the first', () => {
    expect(cardPayload(card, 50, 'VISA_MASTERCARD')).toMatchObject({
      amount: 50,
      paymentMethod: 'VISA_MASTERCARD',
      cardNum: '4242424242424242',
      cardCvv: '123',
      cardFirstName: 'AnaMaría',
      cardLastName: 'AnaMaría',
    });
  });

  it('card shortcuts are fixed; the others come from paymentAmounts; the free amount follows the operator for Pix and crypto', () => {
    expect(shortcutsOf('VISA_MASTERCARD_1', config)).toEqual([25, 30, 50, 100, 200, 500, 1000, 2000]);
    expect(shortcutsOf('CASH', config)).toEqual([20, 50, 100, 200, 500]);
    expect(allowsFreeAmount('PIX', config)).toBe(false);
    expect(allowsFreeAmount('CRYPT', config)).toBe(false);
    expect(allowsFreeAmount('CRYPT', { ...config, paymentAllowManualInput: 1 })).toBe(true);
    expect(allowsFreeAmount('CASH', config)).toBe(true);
  });

  it('a BTC account types its amount to the satoshi: no fiat shortcuts, its own minimum, no cap on crypto', () => {
    const btc = { ...config, minimumAmount: '0.00016667' };
    expect(shortcutsOf('CRYPT', btc, 'BTC')).toEqual([]);
    expect(allowsFreeAmount('CRYPT', btc, 'BTC')).toBe(true);
    const coins = (value: string) => `₿${value}`;
    expect(amountFailure('CRYPT', '0.00012345', btc, coins, 'btc', 'BTC')).toEqual({
      message: m.amountTip1,
      values: { amount: '₿0.00016667' },
    });
    expect(amountFailure('CRYPT', '0.00016667', btc, coins, 'btc', 'BTC')).toBeUndefined();
    expect(amountFailure('CRYPT', '6000', btc, coins, 'btc', 'BTC')).toBeUndefined();
    // Nine decimals are more than a bitcoin has; a fiat amount has at most two.
    expect(amountFailure('CRYPT', '0.000166671', btc, coins, 'btc', 'BTC')?.message).toBe(m.amountTip);
    expect(amountFailure('STRIPE', '10.001', config, euros)?.message).toBe(m.amountTip);
    expect(amountFailure('STRIPE', '0', config, euros)?.message).toBe(m.amountTip);
  });
});

describe('a coin amount as the player reads it (issue 32)', () => {
  it('shows at most 8 decimals, trailing zeros trimmed', () => {
    expect(coinsShown('0.033333333333333334', 'up')).toBe('0.03333334');
    expect(coinsShown('0.016666666666666667', 'nearest')).toBe('0.01666667');
    expect(coinsShown('0.016666664000000000', 'nearest')).toBe('0.01666666');
    expect(coinsShown('0.500000000000000000', 'up')).toBe('0.5');
    expect(coinsShown('0.00125000', 'up')).toBe('0.00125');
    expect(coinsShown('12.99999999999', 'up')).toBe('13');
    expect(coinsShown('3', 'up')).toBe('3');
  });

  it('never shows less than is still to send', () => {
    expect(coinsShown('0.000000000000000001', 'up')).toBe('0.00000001');
    expect(coinsShown('0.123456780000000001', 'up')).toBe('0.12345679');
    expect(coinsShown('0.123456780000000000', 'up')).toBe('0.12345678');
  });
});
