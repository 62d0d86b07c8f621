import { describe, expect, it } from 'vitest';
import { receivedInAccountCurrency, shortfallOf } from './received.js';

const eth = (paid: string, extra: object = {}) => ({
  currency: 'ETH',
  rate: '3250.00',
  paymentMethodPaid: paid,
  ...extra,
});

describe('what a short crypto payment is worth in the account currency', () => {
  it('multiplies the coins paid by the locked rate, exactly, rounded down to the cent', () => {
    expect(receivedInAccountCurrency([{ currency: 'USDT', paymentMethodPaid: '49.5', rate: '1' }])).toBe(
      '49.50',
    );
    // Half an ether at 3250.00.
    expect(receivedInAccountCurrency([eth('0.004615384615384616')])).toBe('15.00');
    expect(
      receivedInAccountCurrency([{ currency: 'BTC', paymentMethodPaid: '0.00000001', rate: '64000.5' }]),
    ).toBe('0.00');
  });

  it("counts each method's own payments once: BTCPay's totalPaid repeats them in every coin offered", () => {
    // Half of a 100.00 invoice paid in ether, as BTCPay reports an invoice payable in four coins: each
    // method's totalPaid is that ether converted to its coin.
    const methods = [
      {
        currency: 'BTC',
        rate: '65000.00',
        paymentMethodPaid: '0',
        totalPaid: '0.00076923',
        due: '0.00076924',
      },
      eth('0.015384615384615385', { totalPaid: '0.015384615384615385', due: '0.015384615384615385' }),
      { currency: 'USDT', rate: '1.00', paymentMethodPaid: '0', totalPaid: '50', due: '50' },
      { currency: 'LTC', rate: '87.00', paymentMethodPaid: '0', totalPaid: '0.57471264', due: '0.57471265' },
    ];
    expect(receivedInAccountCurrency(methods)).toBe('50.00');
    expect(
      shortfallOf({ amount: '100.00', currency: 'USD', expirationTime: 1_800_000_000 }, methods),
    ).toEqual({
      coin: 'ETH',
      received: '0.015384615384615385',
      receivedValue: '50.00',
      missing: '0.015384615384615385',
      missingValue: '50.00',
      currency: 'USD',
      payBy: '2027-01-15T08:00:00.000Z',
    });
  });

  it('nothing arrived: no shortfall; paid in two coins: told in the coin most came in, valued in full', () => {
    const invoice = { amount: '100.00', currency: 'USD', expirationTime: 1_800_000_000 };
    expect(shortfallOf(invoice, [eth('0'), { currency: 'BTC', rate: '65000.00' }])).toBeUndefined();
    const two = shortfallOf(invoice, [
      {
        currency: 'BTC',
        rate: '65000.00',
        paymentMethodPaid: '0.0001',
        totalPaid: '0.00060769',
        due: '0.00093078',
      },
      eth('0.01', { totalPaid: '0.012153846153846153', due: '0.018615384615384617' }),
    ]);
    expect(two).toMatchObject({
      coin: 'ETH',
      received: '0.012153846153846153',
      receivedValue: '39.00',
      missing: '0.018615384615384617',
      missingValue: '61.00',
    });
  });
});
