/**
 * The deposit order's state machine (issue 15): created → awaiting_customer → processing →
 * succeeded | failed | expired | canceled, plus review for an outcome the casino cannot know. A state
 * never goes backwards; a final state never changes; only reconciliation or an operator leaves review.
 */
export const orderStatuses = [
  'created',
  'awaiting_customer',
  'processing',
  'succeeded',
  'failed',
  'expired',
  'canceled',
  'review',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const finalStatuses: readonly OrderStatus[] = ['succeeded', 'failed', 'expired', 'canceled'];
export const openStatuses: readonly OrderStatus[] = ['created', 'awaiting_customer', 'processing'];

/** Who moves the order: a provider's notification, the member's polling, the scheduled run, a person. */
export type Source = 'create' | 'webhook' | 'poll' | 'reconcile' | 'operator';

const progress: Record<OrderStatus, number> = {
  created: 0,
  awaiting_customer: 1,
  processing: 2,
  review: 3,
  succeeded: 4,
  failed: 4,
  expired: 4,
  canceled: 4,
};

export const isFinal = (status: OrderStatus) => finalStatuses.includes(status);

/**
 * Whether `from` may become `to`. Open states only move forward (a late "awaiting" after
 * "processing" is ignored); review is entered from any open state and left only by reconciliation or
 * an operator, and only to a final state.
 */
export function canMove(from: OrderStatus, to: OrderStatus, source: Source): boolean {
  if (from === to || isFinal(from)) return false;
  if (from === 'review') return isFinal(to) && (source === 'reconcile' || source === 'operator');
  return progress[to] > progress[from];
}

/**
 * The one move back: a failed or expired order that its provider now reports paid (in full, or a
 * payment a person must look at) goes to review, never straight to credited, so a charged deposit is
 * not lost and nothing is credited without someone deciding. Logged like every move.
 */
export function reopensOnPayment(from: OrderStatus, reported: OrderStatus): boolean {
  return (from === 'failed' || from === 'expired') && (reported === 'succeeded' || reported === 'review');
}

/** The contract's DepositStatus: 0 created, 5 processing, 10 success, 20 failed, 30 canceled, 40 expired. */
export function depositStatusCode(status: OrderStatus): 0 | 5 | 10 | 20 | 30 | 40 {
  switch (status) {
    case 'created':
    case 'awaiting_customer':
      return 0;
    case 'processing':
    case 'review':
      return 5;
    case 'succeeded':
      return 10;
    case 'failed':
      return 20;
    case 'canceled':
      return 30;
    case 'expired':
      return 40;
  }
}

/** OrderPollStatus of the PayPal and hosted-checkout polling screens (001 §4). */
export function pollStatus(status: OrderStatus): 'true' | 'false' | 'pending' {
  if (status === 'succeeded') return 'true';
  return isFinal(status) ? 'false' : 'pending';
}

/** CashOrderStatus, inverted as the spec gives it (001 §4): "false" is success, "true" not found. */
export function cashStatus(status: OrderStatus): 'wait' | 'false' | 'true' {
  if (status === 'succeeded') return 'false';
  return isFinal(status) ? 'true' : 'wait';
}
