import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/envelope.js';
import { checkAmount, checkCard, luhnValid } from './checks.js';

const rule = { minimum: '10', currency: 'EUR', capped: true };
const now = new Date('2026-11-23T00:00:00Z');
const card = {
  cardNum: '4242 4242 4242 4242',
  cardCvv: ' 123 ',
  expireMonth: '12',
  expireYear: '2026',
  cardFirstName: 'Ana Maria',
  cardCountry: 'ES',
  cardState: 'M',
  cardCity: 'Madrid',
  cardAddress: 'Calle 1',
  cardPostalCode: '28001',
};

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError)
      return error.messageKey === 'validation.required' ? `${error.params.field}` : error.messageKey;
    throw error;
  }
  return 'accepted';
}

describe('deposit amount checks, in the spec order', () => {
  it('requires an amount, then the minimum, then the maximum for card and wallet flows', () => {
    expect(refusal(() => checkAmount(undefined, rule))).toBe('deposit.amountRequired');
    expect(refusal(() => checkAmount('', rule))).toBe('deposit.amountRequired');
    expect(refusal(() => checkAmount(9, rule))).toBe('deposit.amountMinimum');
    expect(refusal(() => checkAmount(5001, rule))).toBe('deposit.amountMaximum');
    expect(checkAmount(5000, rule)).toBe('5000.00');
    expect(checkAmount('25', rule)).toBe('25.00');
  });

  it('checks only the minimum for crypto', () => {
    expect(checkAmount(9000, { ...rule, capped: false })).toBe('9000.00');
    expect(refusal(() => checkAmount(5, { ...rule, capped: false }))).toBe('deposit.amountMinimum');
  });

  it('refuses a fractional or non-numeric amount', () => {
    expect(refusal(() => checkAmount('10.5', rule))).toBe('deposit.amountRequired');
    expect(refusal(() => checkAmount('abc', rule))).toBe('deposit.amountRequired');
  });

  it('refuses hexadecimal, exponents and lists (issue 26 finding 13)', () => {
    for (const raw of ['0x20', '1e3', [20], ' 0x20 ', '+20', '020']) {
      expect(
        refusal(() => checkAmount(raw, rule)),
        String(raw),
      ).toBe('deposit.amountRequired');
    }
    expect(checkAmount('20.00', rule)).toBe('20.00');
  });
});

describe('card checks', () => {
  it('accepts Stripe test cards and refuses a Luhn failure', () => {
    for (const n of [
      '4242424242424242',
      '4000000000000002',
      '4000000000009995',
      '4000000000003220',
      '4000008400001629',
    ]) {
      expect(luhnValid(n)).toBe(true);
    }
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
  });

  it('strips spaces and copies the first name into an empty last name', () => {
    const checked = checkCard(card, now);
    expect(checked).toMatchObject({ number: '4242424242424242', cvc: '123', expMonth: 12, expYear: 2026 });
    expect(checked.lastName).toBe('AnaMaria');
  });

  it('checks the fields in the spec order', () => {
    expect(refusal(() => checkCard({ ...card, cardNum: '4242424242424241', cardCvv: '' }, now))).toBe(
      'deposit.cardNumber',
    );
    expect(refusal(() => checkCard({ ...card, cardCvv: '12', expireMonth: '13' }, now))).toBe(
      'deposit.cardCvv',
    );
    expect(refusal(() => checkCard({ ...card, expireMonth: '13', expireYear: '1999' }, now))).toBe(
      'deposit.cardMonth',
    );
    expect(refusal(() => checkCard({ ...card, expireYear: '2037' }, now))).toBe('deposit.cardYear');
    expect(refusal(() => checkCard({ ...card, expireMonth: '10' }, now))).toBe('deposit.cardExpired');
    expect(refusal(() => checkCard({ ...card, cardFirstName: ' ', cardCountry: '' }, now))).toBe(
      'cardFirstName',
    );
    expect(refusal(() => checkCard({ ...card, cardCountry: '', cardState: '' }, now))).toBe('cardCountry');
    expect(refusal(() => checkCard({ ...card, cardPostalCode: '' }, now))).toBe('cardPostalCode');
  });
});
