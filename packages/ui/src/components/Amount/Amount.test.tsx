import { describe, expect, test } from 'vitest';
import { formatAmount } from './Amount';

describe('formatAmount', () => {
  test.each([
    ['1234.5', '$', {}, '$1,234.50'],
    ['0', '€', {}, '€0.00'],
    ['-20', '$', {}, '-$20.00'],
    ['20', '$', { fell: true }, '-$20.00'],
    ['0', '$', { fell: true }, '$0.00'],
    ['0.005', 'B', {}, 'B0.01'],
    ['9007199254740993.99', '$', {}, '$9,007,199,254,740,993.99'],
    ['1234.5', '€', { locale: 'de' }, '€1.234,50'],
  ])('%s with %s and %o shows %s', (value, symbol, options, shown) => {
    expect(formatAmount(value, symbol, options)).toBe(shown);
  });

  test('refuses anything that is not a decimal string', () => {
    expect(() => formatAmount('1e3', '$')).toThrow(RangeError);
    expect(() => formatAmount('', '$')).toThrow(RangeError);
  });
});
