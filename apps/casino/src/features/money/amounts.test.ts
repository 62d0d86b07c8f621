import { describe, expect, it } from 'vitest';
import { exponentOf, fromUnits, multiplyAmount, toUnits } from './amounts';

describe('multiplyAmount', () => {
  it('keeps a BTC amount to the satoshi', () => {
    expect(multiplyAmount('0.00008333', 50)).toBe('0.00416650');
    expect(multiplyAmount('0.00001666', 40)).toBe('0.00066640');
  });

  it('keeps fiat at its two decimals', () => {
    expect(multiplyAmount('5.00', 40)).toBe('200.00');
    expect(multiplyAmount('4.40', 3)).toBe('13.20');
  });

  it('refuses text that is no amount', () => {
    expect(() => multiplyAmount('1e-7', 2)).toThrow(RangeError);
  });
});

describe('amounts in the account currency’s decimals', () => {
  it('reads and writes a BTC amount in satoshis and fiat in cents', () => {
    expect(exponentOf('BTC')).toBe(8);
    expect(exponentOf('EUR')).toBe(2);
    expect(toUnits('0.00512345', 8)).toBe(512_345n);
    expect(toUnits('0.1', 8)).toBe(10_000_000n);
    expect(toUnits('-12.5', 2)).toBe(-1250n);
    expect(fromUnits(512_345n, 8)).toBe('0.00512345');
    expect(fromUnits(-1250n, 2)).toBe('-12.50');
  });

  it('refuses more decimals than the currency has', () => {
    expect(() => toUnits('0.00512345', 2)).toThrow(RangeError);
    expect(() => toUnits('0.000000001', 8)).toThrow(RangeError);
  });
});
