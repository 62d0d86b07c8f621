import { describe, expect, it } from 'vitest';
import { exponentOf, formatMoney, parseMoney } from './money';

describe('money in the currency’s own decimals', () => {
  it('counts fiat in cents and bitcoin in satoshis', () => {
    expect(exponentOf('EUR')).toBe(2);
    expect(exponentOf('BRL')).toBe(2);
    expect(exponentOf('BTC')).toBe(8);
  });

  it('parses at most the currency’s decimals, exactly', () => {
    expect(parseMoney('12.5', 2)).toBe(1250);
    expect(parseMoney('12.345', 2)).toBeNull();
    expect(parseMoney('0.00512345', 8)).toBe(512_345);
    expect(parseMoney('0.1', 8)).toBe(10_000_000);
    expect(parseMoney('0.000000001', 8)).toBeNull();
    expect(parseMoney('-0.01', 8)).toBeNull();
    // the minor units stay a safe integer: 15 digits in all
    expect(parseMoney('9999999.99999999', 8)).toBe(999_999_999_999_999);
    expect(parseMoney('10000000', 8)).toBeNull();
    expect(parseMoney('9999999999999.99', 2)).toBe(999_999_999_999_999);
  });

  it('writes exactly the currency’s decimals', () => {
    expect(formatMoney(1250, 2)).toBe('12.50');
    expect(formatMoney(512_345, 8)).toBe('0.00512345');
    expect(formatMoney(-1, 8)).toBe('-0.00000001');
    expect(formatMoney(100_000_000, 8)).toBe('1.00000000');
    expect(() => formatMoney(0.5, 8)).toThrow(RangeError);
  });
});
