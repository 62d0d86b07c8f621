import { describe, expect, it } from 'vitest';
import { exponentOf, formatMinor, fromReference, money, numericText, toCents, toMinor } from './money.js';

describe("amounts in each currency's own precision (issue 25)", () => {
  it('knows the exponent of each account currency', () => {
    expect(['EUR', 'USD', 'BRL', 'BTC', undefined].map(exponentOf)).toEqual([2, 2, 2, 8, 2]);
  });

  it('reads and writes minor units exactly', () => {
    expect(toMinor('0.00012345', 8)).toBe(12345n);
    expect(formatMinor(12345n, 8)).toBe('0.00012345');
    expect(formatMinor(-150n, 2)).toBe('-1.50');
    expect(toCents('12.50000000')).toBe(1250n);
    expect(toCents('12.505')).toBeUndefined();
    expect(toCents('0.00012345')).toBeUndefined();
  });

  it('converts a reference figure to bitcoin at its rate, never giving more or asking less', () => {
    // 5.00 at 60000 is 0.0000833333 BTC: paid as 8333 satoshi, required as 8334.
    expect(fromReference(500n, '60000.0000000000', 8, 'down')).toBe(8333n);
    expect(fromReference(500n, '60000.0000000000', 8, 'up')).toBe(8334n);
    // An exact conversion is the same either way.
    expect(fromReference(600n, '60000', 8, 'up')).toBe(10000n);
    expect(fromReference(500n, '1.0800000000', 2, 'down')).toBe(462n);
    expect(() => fromReference(500n, '0.0000000000', 8, 'down')).toThrow(RangeError);
  });

  it('answers fiat money with two decimals and BTC with eight', () => {
    expect(money('12.5')).toBe('12.50');
    expect(money('12.50000000', 'EUR')).toBe('12.50');
    expect(money('0.00012345', 'BTC')).toBe('0.00012345');
    expect(money('1.00', 'BTC')).toBe('1.00000000');
    expect(money(null, 'BTC')).toBe('0.00000000');
    expect(() => money('0.00012345', 'EUR')).toThrow(RangeError);
    // A view that does not name the currency keeps fiat at two and a BTC amount whole.
    expect(money('0.00012345')).toBe('0.00012345');
    expect(money('12.50000000')).toBe('12.50');
    expect(money(1250n)).toBe('12.50');
    expect(() => money('1.000000001')).toThrow(RangeError);
  });

  it('reads a scale-8 money column as it read at scale 2, and other numerics as they are', () => {
    expect(numericText('12.50000000')).toBe('12.50');
    expect(numericText('-0.10000000')).toBe('-0.10');
    expect(numericText('0.00012345')).toBe('0.00012345');
    expect(numericText('1.0800000000')).toBe('1.0800000000');
    expect(numericText('12.3400')).toBe('12.3400');
    expect(numericText('5')).toBe('5');
  });
});
