import { type FlowContext, refreshReading } from './flows.js';
import type { Shortfall } from './providers/provider.js';
import type { DepositOrder } from './repository.js';
import { depositStatusCode, isFinal } from './status.js';

/**
 * What becomes of a crypto deposit paid short: the rest may still be sent until the invoice expires;
 * after that the order waits for an operator, who credits what arrived (issue 32 §4).
 */
export type ShortfallOutcome = 'sendTheRest' | 'heldForReview';

/**
 * The crypto screen's reading of its deposit (/sys/deposit/crypto/status): the status the spec's
 * polling answers, and while the invoice is paid in part, what arrived, what is missing, until when,
 * and what happens then. Settles the order as the spec's polling does.
 */
export async function cryptoDepositStatus(
  ctx: FlowContext,
  own: DepositOrder,
): Promise<{ status: number; shortfall?: Shortfall & { outcome: ShortfallOutcome } }> {
  const { order, reading } = await refreshReading(ctx, own, { inReview: own.provider === 'btcpay' });
  const status = depositStatusCode(order.status);
  if (reading?.shortfall === undefined || isFinal(order.status)) return { status };
  const outcome = reading.status === 'review' ? 'heldForReview' : 'sendTheRest';
  return { status, shortfall: { ...reading.shortfall, outcome } };
}
