import { describe, expect, it } from 'vitest';
import { readSeedJson } from '../db/seedFile.js';
import { ApiError } from '../http/envelope.js';
import type { WithdrawConfig } from '../payments/index.js';
import {
  cancelOutcome,
  cashOutConfigIn,
  cashOutFigures,
  checkAmount,
  checkDocumentsApproved,
  checkMonthlyCap,
  checkNotTooSoon,
  memberNewsOf,
  monthlyCapCents,
  type ReviewAction,
  readApplication,
  requiredFieldsByMethod,
  returnsMoney,
  reviewActions,
  reviewOutcome,
  TransitionRefused,
} from './rules.js';

const config = readSeedJson<WithdrawConfig>('withdrawConfig.json');
const plenty = { withdrawable: 10_000_000n, wageredAmount: 100_000_000n, currency: 'EUR' };

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, key: error.messageKey, params: error.params };
    throw error;
  }
  return undefined;
}

describe('the figures the cash-out form reads (getWithdrawConfig, issue 25)', () => {
  it('gives fiat whole units as Money strings, a fractional minimum rounded up', () => {
    expect(cashOutFigures(config, 'EUR')).toMatchObject({
      minimumAmount: '200.00',
      maximumAmount: '100000.00',
      amountMultiple: '100.00',
    });
    expect(cashOutFigures({ ...config, minimumAmount: '25.50' }, 'USD').minimumAmount).toBe('26.00');
  });

  it('gives a BTC account the converted figures to the satoshi and a one-satoshi step', () => {
    const btc = cashOutFigures(cashOutConfigIn(config, 'BTC', '60000'), 'BTC');
    expect(btc).toMatchObject({
      minimumAmount: '0.00333334',
      maximumAmount: '1.66666666',
      amountMultiple: '0.00000001',
    });
    // Each figure passes the apply call's own check at its edge.
    const inBtc = cashOutConfigIn(config, 'BTC', '60000');
    const rich = { withdrawable: 10n ** 12n, wageredAmount: 10n ** 12n, currency: 'BTC' };
    expect(checkAmount(btc.minimumAmount, inBtc, rich)).toBe(333_334n);
    expect(checkAmount(btc.maximumAmount, inBtc, rich)).toBe(166_666_666n);
  });
});

describe('amount rules (operator configuration the schema does not know)', () => {
  it('takes the alternative minimum of 25, still in steps of the configured multiple', () => {
    const low = { ...config, minimumAmount: config.alternativeMinimumAmount };
    expect(checkAmount('100', low, plenty)).toBe(10_000n);
    expect(refusal(() => checkAmount('25', low, plenty))).toEqual({
      code: 1,
      key: 'withdraw.amountMultiple',
      params: { multiple: 100 },
    });
    expect(refusal(() => checkAmount('100', { ...config, minimumAmount: '150.50' }, plenty))).toEqual({
      code: 1,
      key: 'withdraw.amountMinimum',
      params: { minimum: { amount: '150.50', currency: 'EUR' } },
    });
  });

  it('checks the withdrawable balance before the share of the wagered amount, in cents', () => {
    expect(
      refusal(() =>
        checkAmount('300', config, { withdrawable: 29_999n, wageredAmount: 0n, currency: 'EUR' }),
      ),
    ).toMatchObject({
      key: 'withdraw.insufficient',
    });
    expect(
      refusal(() =>
        checkAmount('300', config, { withdrawable: 30_000n, wageredAmount: 59_999n, currency: 'EUR' }),
      ),
    ).toEqual({
      code: 2,
      key: 'withdraw.wageredShare',
      params: { maximum: { amount: '299.99', currency: 'EUR' } },
    });
    expect(
      checkAmount('300', config, { withdrawable: 30_000n, wageredAmount: 60_000n, currency: 'EUR' }),
    ).toBe(30_000n);
  });

  it('refuses anything but whole units', () => {
    for (const amount of ['300.5', '-300', '3e2', '0x12c']) {
      expect(refusal(() => checkAmount(amount, config, plenty))).toMatchObject({ key: 'validation.invalid' });
    }
  });
});

describe('reading the entity', () => {
  it('trims every field and prefers nested payoutData, then brackets, then dots', () => {
    expect(
      readApplication({
        amount: 300,
        paymentMethod: ' CPAY ',
        accountName: '  ',
        'payoutData[accountName]': ' Ana ',
        'payoutData.toAccount': '0917',
        idcardProofId: '',
      }),
    ).toMatchObject({
      amount: '300',
      paymentMethod: 'CPAY',
      accountName: '',
      payoutData: { accountName: 'Ana', toAccount: '0917' },
      proofs: {},
    });
    expect(
      readApplication({ payoutData: { toAccount: 'nested' }, 'payoutData.toAccount': 'dotted' }).payoutData,
    ).toEqual({ accountName: '', toAccount: 'nested' });
  });

  it('lists for each seeded cash-out method the fields it requires, as the method list tells the app', () => {
    const seeded = readSeedJson<{ code: string; requiredFields: string[] }[]>('cashoutPaymentMethods.json');
    for (const method of seeded) {
      const ours = requiredFieldsByMethod[method.code as keyof typeof requiredFieldsByMethod].map(
        ([field]) => ('entity' in field ? field.entity : `payoutData.${field.payout}`),
      );
      expect(ours, method.code).toEqual(method.requiredFields);
    }
  });
});

describe('status moves', () => {
  it('cancels only a pending request and answers a cancelled one as done', () => {
    expect(cancelOutcome(0)).toBe('cancel');
    expect(cancelOutcome(1)).toBe('already');
    for (const status of [10, 20, 29, 30, 40, 50]) {
      expect(refusal(() => cancelOutcome(status))).toMatchObject({ code: 2, key: 'withdraw.notCancelable' });
    }
  });

  it('lets the operator move a request only forward, and never out of a final status', () => {
    expect(reviewOutcome('pass', 0)).toBe(20);
    expect(reviewOutcome('pass', 20)).toBe('already');
    expect(reviewOutcome('reject', 20)).toBe(10);
    expect(reviewOutcome('fail', 29)).toBe(50);
    for (const status of [1, 10, 40, 50]) {
      for (const [action, moves] of Object.entries(reviewActions)) {
        if ((Object.values(moves) as number[]).includes(status)) {
          expect(reviewOutcome(action as ReviewAction, status)).toBe('already');
        } else expect(() => reviewOutcome(action as ReviewAction, status)).toThrow(TransitionRefused);
      }
    }
    expect(() => reviewOutcome('reject', 30)).toThrow(TransitionRefused);
    expect(() => reviewOutcome('fail', 0)).toThrow(TransitionRefused);
  });

  it('tells the member of approval, payment, rejection and failure, and of nothing in between', () => {
    expect([0, 1, 10, 20, 29, 30, 35, 40, 50].map((status) => [status, memberNewsOf(status)])).toEqual([
      [0, null],
      [1, null],
      [10, 'news.cashoutRejected'],
      [20, 'news.cashoutPassed'],
      [29, null],
      [30, 'news.cashoutPaid'],
      [35, null],
      [40, null],
      [50, 'news.cashoutFailed'],
    ]);
  });

  it('holds a fail after payment for reconciliation, which then completes or refunds it', () => {
    expect(reviewOutcome('fail', 30)).toBe(35);
    expect(reviewOutcome('fail', 35)).toBe('already');
    expect(returnsMoney(35)).toBe(false);
    expect(reviewOutcome('complete', 35)).toBe(40);
    expect(reviewOutcome('refund', 35)).toBe(50);
    expect(returnsMoney(50)).toBe(true);
    for (const status of [0, 20, 29, 30]) {
      expect(() => reviewOutcome('refund', status)).toThrow(TransitionRefused);
    }
  });

  it('passes a request only with the proof of ID and the payment proof approved', () => {
    for (const [idcardProofStatus, paymentProofStatus] of [
      [0, 20],
      [10, 20],
      [20, 10],
      [30, 20],
    ] as const) {
      expect(() => checkDocumentsApproved({ idcardProofStatus, paymentProofStatus })).toThrow(
        TransitionRefused,
      );
    }
    expect(() => checkDocumentsApproved({ idcardProofStatus: 20, paymentProofStatus: 20 })).not.toThrow();
  });

  it('converts the monthly cap of 15,000 EUR into the member’s currency, exactly and rounded down', () => {
    const cap = config.monthlyPayoutCap;
    expect(cap).toEqual({ amount: '15000.00', currency: 'EUR' });
    expect(monthlyCapCents(cap.amount, '1.0800000000', '1.0800000000')).toBe(1_500_000n);
    expect(monthlyCapCents(cap.amount, '1.0800000000', '1.0000000000')).toBe(1_620_000n);
    expect(monthlyCapCents(cap.amount, '1.0800000000', '0.1800000000')).toBe(9_000_000n);
    expect(monthlyCapCents(cap.amount, '1.08', '0.7')).toBe(2_314_285n);
    expect(() => monthlyCapCents(cap.amount, '1.08', '0.0000000000')).toThrow();
  });

  it('refuses a cash-out that takes the month past the cap, saying what remains', () => {
    expect(refusal(() => checkMonthlyCap(20_000n, 1_600_000n, 1_620_000n, 'USD'))).toBeUndefined();
    expect(refusal(() => checkMonthlyCap(20_100n, 1_600_000n, 1_620_000n, 'USD'))).toEqual({
      code: 2,
      key: 'withdraw.monthlyCap',
      params: {
        maximum: { amount: '16200.00', currency: 'USD' },
        remaining: { amount: '200.00', currency: 'USD' },
      },
    });
    expect(refusal(() => checkMonthlyCap(20_000n, 1_700_000n, 1_620_000n, 'USD'))).toMatchObject({
      params: { remaining: { amount: '0.00', currency: 'USD' } },
    });
  });

  it('guards 2 s after a submission, as the configuration says', () => {
    const submitted = new Date('2025-01-01T00:00:00Z');
    expect(refusal(() => checkNotTooSoon(submitted, new Date('2025-01-01T00:00:01.999Z'), config))).toEqual({
      code: 4,
      key: 'withdraw.tooFast',
      params: {},
    });
    expect(
      refusal(() => checkNotTooSoon(submitted, new Date('2025-01-01T00:00:02Z'), config)),
    ).toBeUndefined();
    expect(refusal(() => checkNotTooSoon(undefined, submitted, config))).toBeUndefined();
  });
});
