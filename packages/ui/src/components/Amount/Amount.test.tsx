import { describe, expect, test } from 'vitest';
import { currencySymbol, formatMoney } from './Amount';

// Intl separates the symbol with a no-break space where the language does.
const nbsp = '\u00a0';

describe('formatMoney', () => {
  test.each([
    ['1234.5', { currency: 'USD', locale: 'en' }, '$1,234.50'],
    ['1000.10', { currency: 'EUR', locale: 'en' }, '€1,000.10'],
    ['1000.10', { currency: 'EUR', locale: 'es' }, `1000,10${nbsp}€`],
    ['12345.6', { currency: 'EUR', locale: 'es' }, `12.345,60${nbsp}€`],
    ['1234.5', { currency: 'EUR', locale: 'de' }, `1.234,50${nbsp}€`],
    ['1234.5', { currency: 'BRL', locale: 'pt' }, `R$${nbsp}1.234,50`],
    ['0', { currency: 'EUR', locale: 'en' }, '€0.00'],
    ['-20', { currency: 'USD', locale: 'en' }, '-$20.00'],
    ['20', { currency: 'USD', locale: 'en', fell: true }, '-$20.00'],
    ['0', { currency: 'USD', locale: 'en', fell: true }, '$0.00'],
    ['0.005', { currency: 'USD', locale: 'en' }, '$0.01'],
    ['200', { currency: 'EUR', locale: 'es', wholeUnits: true }, `200${nbsp}€`],
  ])('%s with %o shows %s', (value, options, shown) => {
    expect(formatMoney(value, options)).toBe(shown);
  });

  test('keeps every digit of an amount no float can hold', () => {
    // 2^53 + 1: a Number would print ...992.
    expect(formatMoney('9007199254740993.99', { currency: 'USD', locale: 'en' })).toBe(
      '$9,007,199,254,740,993.99',
    );
  });

  test('refuses anything that is not a decimal string', () => {
    expect(() => formatMoney('1e3', { currency: 'USD', locale: 'en' })).toThrow(RangeError);
    expect(() => formatMoney('', { currency: 'USD', locale: 'en' })).toThrow(RangeError);
  });

  test('writes bitcoin with its sign and its own 8 decimals, as the language places a symbol (issue 25)', () => {
    expect(formatMoney('0.00012345', { currency: 'BTC', locale: 'en' })).toBe('₿0.00012345');
    expect(formatMoney('1.5', { currency: 'BTC', locale: 'es' })).toBe(`1,50000000${nbsp}₿`);
    expect(formatMoney('1234.00012345', { currency: 'BTC', locale: 'en' })).toBe('₿1,234.00012345');
    expect(formatMoney('0.0001', { currency: 'BTC', locale: 'en', fell: true })).toBe('-₿0.00010000');
    expect(formatMoney('2', { currency: 'BTC', locale: 'en', wholeUnits: true })).toBe('₿2');
    expect(currencySymbol({ currency: 'BTC', locale: 'pt' })).toBe('₿');
  });

  test('names the symbol it writes', () => {
    expect(currencySymbol({ currency: 'EUR', locale: 'es' })).toBe('€');
    expect(currencySymbol({ currency: 'USD', locale: 'es' })).toBe('$');
    expect(currencySymbol({ currency: 'BRL', locale: 'pt' })).toBe('R$');
  });
});
