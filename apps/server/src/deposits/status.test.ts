import { describe, expect, it } from 'vitest';
import {
  canMove,
  cashStatus,
  depositStatusCode,
  type OrderStatus,
  orderStatuses,
  pollStatus,
} from './status.js';

describe('deposit order state machine', () => {
  it('moves forward through the open states and into any final one', () => {
    expect(canMove('created', 'awaiting_customer', 'create')).toBe(true);
    expect(canMove('awaiting_customer', 'processing', 'webhook')).toBe(true);
    expect(canMove('processing', 'succeeded', 'poll')).toBe(true);
    expect(canMove('created', 'failed', 'webhook')).toBe(true);
    expect(canMove('awaiting_customer', 'expired', 'reconcile')).toBe(true);
  });

  it('never goes backwards', () => {
    expect(canMove('processing', 'awaiting_customer', 'webhook')).toBe(false);
    expect(canMove('awaiting_customer', 'created', 'poll')).toBe(false);
  });

  it('ignores a late failure after success, and anything after a final state', () => {
    const finals: OrderStatus[] = ['succeeded', 'failed', 'expired', 'canceled'];
    for (const from of finals) {
      for (const to of orderStatuses) expect(canMove(from, to, 'operator')).toBe(false);
    }
  });

  it('lets only reconciliation or an operator leave review, and only to a final state', () => {
    expect(canMove('processing', 'review', 'poll')).toBe(true);
    expect(canMove('review', 'succeeded', 'webhook')).toBe(false);
    expect(canMove('review', 'succeeded', 'poll')).toBe(false);
    expect(canMove('review', 'succeeded', 'reconcile')).toBe(true);
    expect(canMove('review', 'failed', 'operator')).toBe(true);
    expect(canMove('review', 'processing', 'operator')).toBe(false);
  });

  it('answers the statuses the screens read', () => {
    expect(depositStatusCode('succeeded')).toBe(10);
    expect(depositStatusCode('review')).toBe(5);
    expect(depositStatusCode('expired')).toBe(40);
    expect(pollStatus('succeeded')).toBe('true');
    expect(pollStatus('canceled')).toBe('false');
    expect(pollStatus('review')).toBe('pending');
    // The spec's inverted cash naming: false is success.
    expect(cashStatus('succeeded')).toBe('false');
    expect(cashStatus('failed')).toBe('true');
    expect(cashStatus('processing')).toBe('wait');
  });
});
