import { parseAmount } from '../http/amount.js';
import { invalid } from '../http/envelope.js';
import { moneyParam } from '../i18n/index.js';
import { exponentOf, formatMinor, type Money, toMinor } from '../shared/money.js';

/** Card and wallet flows stop at 5000 (001 §5.3, §9); crypto checks only the minimum. */
export const maximumAmount = 5000;

export interface AmountRule {
  /** The smallest deposit, in the member's currency ('10.00', or '0.00016667' for BTC). */
  minimum: Money;
  currency: string;
  /** False for crypto flows. */
  capped: boolean;
}

/**
 * The amount checks in the spec's order (001 §5): required, at least the configured minimum, at most
 * 5000 for card and wallet flows. A fiat amount is whole units (the spec's digit input); a BTC amount
 * carries up to its 8 decimals (issue 25), since one bitcoin is far above any deposit. Answers the
 * amount as a decimal string in the currency's decimals.
 */
export function checkAmount(raw: unknown, rule: AmountRule): string {
  if (raw === undefined || raw === null || raw === '') throw invalid('deposit.amountRequired');
  const exponent = exponentOf(rule.currency);
  const units = parseAmount(raw, { wholeUnits: exponent === 2, currency: rule.currency });
  if (units === undefined || units <= 0n) throw invalid('deposit.amountRequired');
  if (units < (toMinor(rule.minimum, exponent) ?? 0n)) {
    throw invalid('deposit.amountMinimum', { amount: moneyParam(rule.minimum, rule.currency) });
  }
  if (rule.capped && units > BigInt(maximumAmount) * 10n ** BigInt(exponent)) {
    throw invalid('deposit.amountMaximum', { amount: moneyParam(maximumAmount, rule.currency) });
  }
  return formatMinor(units, exponent);
}

/** The card as it goes to the provider call and nowhere else. */
export interface Card {
  number: string;
  cvc: string;
  expMonth: number;
  expYear: number;
  firstName: string;
  lastName: string;
}

export function luhnValid(digits: string): boolean {
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const stripped = (value: unknown) => text(value).replace(/\s+/g, '');

/**
 * The card fields in the spec's order (001 §5.5): number (Luhn), CVV, month, year (not expired, at
 * most ten years ahead), first name, last name, country, state, city, address, postal code. Spaces
 * are removed from number, CVV and names. The messages never repeat what was typed.
 */
export function checkCard(body: Record<string, unknown>, now = new Date()): Card {
  const number = stripped(body.cardNum);
  if (!luhnValid(number)) throw invalid('deposit.cardNumber');
  const cvc = stripped(body.cardCvv);
  if (!/^[0-9]{3,4}$/.test(cvc)) throw invalid('deposit.cardCvv');
  const month = text(body.expireMonth);
  if (!/^(0[1-9]|1[0-2])$/.test(month)) throw invalid('deposit.cardMonth');
  const year = text(body.expireYear);
  const thisYear = now.getUTCFullYear();
  if (!/^[0-9]{4}$/.test(year) || Number(year) < thisYear || Number(year) > thisYear + 10) {
    throw invalid('deposit.cardYear');
  }
  if (Number(year) === thisYear && Number(month) < now.getUTCMonth() + 1)
    throw invalid('deposit.cardExpired');
  const firstName = stripped(body.cardFirstName);
  if (firstName === '') throw invalid('validation.required', { field: 'cardFirstName' });
  // The app copies the first name into the last name (001 §5); an empty one falls back to it too.
  const lastName = stripped(body.cardLastName) || firstName;
  for (const field of ['cardCountry', 'cardState', 'cardCity', 'cardAddress', 'cardPostalCode'] as const) {
    if (text(body[field]) === '') throw invalid('validation.required', { field });
  }
  return { number, cvc, expMonth: Number(month), expYear: Number(year), firstName, lastName };
}
