import { describe, expect, it } from 'vitest';
import { receivedInAccountCurrency } from './received.js';

describe('what a short crypto payment is worth in the account currency', () => {
  it('multiplies the coins paid by the locked rate, exactly, rounded down to the cent', () => {
    expect(receivedInAccountCurrency([{ totalPaid: '49.5', rate: '1' }])).toBe('49.50');
    // Half an ether at 3250.00.
    expect(receivedInAccountCurrency([{ totalPaid: '0.004615384615384616', rate: '3250.00' }])).toBe('15.00');
    expect(receivedInAccountCurrency([{ totalPaid: '0.00000001', rate: '64000.5' }])).toBe('0.00');
  });

  it('adds the methods paid with and ignores those not paid', () => {
    expect(
      receivedInAccountCurrency([
        { totalPaid: '0.001', rate: '60000' },
        { rate: '3250' },
        { totalPaid: '0', rate: '1' },
      ]),
    ).toBe('60.00');
  });
});
