import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount.js';

describe('the one amount parser (issue 26 finding 13)', () => {
  it('reads plain decimal amounts in cents', () => {
    expect(parseAmount('20')).toBe(2000n);
    expect(parseAmount(20)).toBe(2000n);
    expect(parseAmount('20.5')).toBe(2050n);
    expect(parseAmount('0.01')).toBe(1n);
    expect(parseAmount('20.00', { wholeUnits: true })).toBe(2000n);
  });

  it('refuses every other spelling of a number', () => {
    for (const raw of [
      '0x20',
      '1e3',
      '+20',
      '-20',
      '020',
      '20.',
      '.5',
      '20.001',
      'Infinity',
      'NaN',
      '',
      '2 0',
    ]) {
      expect(parseAmount(raw), raw).toBeUndefined();
    }
    for (const raw of [[20], ['20'], true, null, undefined, {}, 1e21, Number.NaN, -1]) {
      expect(parseAmount(raw), String(raw)).toBeUndefined();
    }
    expect(parseAmount('20.50', { wholeUnits: true })).toBeUndefined();
  });

  it("reads each currency's own decimals: 8 for BTC, a third fiat decimal still refused (issue 25)", () => {
    expect(parseAmount('0.00012345', { currency: 'BTC' })).toBe(12345n);
    expect(parseAmount('1', { currency: 'BTC' })).toBe(100000000n);
    expect(parseAmount('0.000123456', { currency: 'BTC' })).toBeUndefined();
    expect(parseAmount('20.001', { currency: 'EUR' })).toBeUndefined();
    expect(parseAmount('0.00012345', { currency: 'USD' })).toBeUndefined();
    expect(parseAmount('20.50', { currency: 'BRL' })).toBe(2050n);
    expect(parseAmount('2.00000000', { currency: 'BTC', wholeUnits: true })).toBe(200000000n);
    expect(parseAmount('2.00000001', { currency: 'BTC', wholeUnits: true })).toBeUndefined();
  });
});
