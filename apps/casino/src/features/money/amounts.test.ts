import { describe, expect, it } from 'vitest';
import { multiplyAmount } from './amounts';

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
