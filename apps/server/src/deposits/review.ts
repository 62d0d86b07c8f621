import type { Db } from '../db/database.js';
import { exponentOf, formatMinor, toAtoms, toMinor } from '../shared/money.js';
import { inTransaction } from '../wallet/index.js';
import type { Providers } from './flows.js';
import type { ProviderReading } from './providers/provider.js';
import { type DepositOrder, findOrder, lockOrder } from './repository.js';
import { applyReading } from './settle.js';
import type { OrderStatus } from './status.js';

/** What an operator may settle an order in review as. */
export const resolutions = ['succeeded', 'failed', 'canceled'] as const satisfies readonly OrderStatus[];
export type Resolution = (typeof resolutions)[number];

export class NotInReview extends Error {
  override name = 'NotInReview';
}

/**
 * What an order in review may be credited as (issue 26 finding 2): what its provider says was paid,
 * in the order's currency, or less when the operator chooses so; never more, never a guess. Answers
 * the amount, or why it cannot be credited.
 */
export function creditableAmount(
  order: DepositOrder,
  reading: ProviderReading | null,
  wanted: string | undefined,
): { amount: string } | { problem: string } {
  // A reading still in review may say what arrived (a crypto invoice paid short): that much is paid.
  const says = reading?.status === 'succeeded' || reading?.status === 'review';
  const exponent = exponentOf(order.currency);
  const paid = says && reading?.amount !== undefined ? toMinor(reading.amount, exponent) : undefined;
  if (paid === undefined || paid <= 0n)
    return { problem: 'the provider does not say that anything was paid' };
  if (reading?.currency?.toUpperCase() !== order.currency.toUpperCase()) {
    return { problem: `the provider says it was paid in ${reading?.currency ?? '?'}, not ${order.currency}` };
  }
  const amount = wanted === undefined ? paid : toMinor(wanted, exponent);
  if (amount === undefined || amount <= 0n) return { problem: 'the amount to credit is not an amount' };
  if (amount > paid)
    return { problem: `the provider says ${formatMinor(paid, exponent)} was paid; no more can be credited` };
  return { amount: formatMinor(amount, exponent) };
}

/**
 * An operator settles an order held in review, with a reason (the back office and the `deposits
 * resolve` command). Succeeded books the one DEPOSIT row for `credited` (see creditableAmount; the
 * order takes that amount, and the change log keeps what was asked) exactly as a provider's
 * confirmation would, under the order's row lock: whoever comes second finds the order final and
 * nothing moves twice. In the caller's transaction when given one.
 */
export async function resolveReviewedOrder(
  db: Db,
  id: string,
  resolution: { status: 'succeeded'; credited: string } | { status: Exclude<Resolution, 'succeeded'> },
  reason: string,
): Promise<{ before: DepositOrder; after: DepositOrder }> {
  return inTransaction(db, async (trx) => {
    const order = await lockOrder(trx, id);
    if (order === undefined) throw new NotInReview('no such order');
    if (order.status !== 'review') throw new NotInReview(`the order is ${order.status}, not in review`);
    let amount = order.amount;
    let note = reason;
    if (resolution.status === 'succeeded' && toAtoms(resolution.credited) !== toAtoms(order.amount)) {
      amount = resolution.credited;
      note = `${reason} (credited ${amount} of an order of ${order.amount})`;
      await trx.updateTable('deposit_order').set({ amount }).where('id', '=', id).execute();
    }
    const applied = await applyReading(
      trx,
      id,
      { status: resolution.status, amount, currency: order.currency, reason: note },
      'operator',
    );
    if (!applied?.changed) throw new NotInReview(`the order is ${applied?.order.status ?? 'gone'}`);
    return { before: order, after: applied.order };
  });
}

/** One order with every move and every provider notification about it (the back office's detail). */
export async function orderRecord(db: Db, id: string) {
  const order = await findOrder(db, id);
  if (order === undefined) return undefined;
  const [changes, events] = await Promise.all([
    db
      .selectFrom('deposit_status_change')
      .selectAll()
      .where('order_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db.selectFrom('deposit_event').selectAll().where('order_id', '=', id).orderBy('received_at').execute(),
  ]);
  return { order, changes, events };
}

/** What the provider says about the order now, or why it could not be asked. Changes nothing. */
export async function providerReading(
  providers: Providers,
  order: DepositOrder,
): Promise<{ reading: ProviderReading | null; problem: string | null }> {
  const provider = providers[order.provider as keyof Providers];
  if (provider === undefined) return { reading: null, problem: `${order.provider} is not configured` };
  try {
    return { reading: await provider.read(order), problem: null };
  } catch (error) {
    return { reading: null, problem: error instanceof Error ? error.message : String(error) };
  }
}

/** A member's latest orders, newest first (the back office's player view). */
export async function latestOrdersOf(db: Db, memberId: number, limit: number): Promise<DepositOrder[]> {
  return db
    .selectFrom('deposit_order')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
