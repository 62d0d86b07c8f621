import type { Db } from '../db/database.js';
import { inTransaction } from '../wallet/ledger.js';
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
 * An operator settles an order held in review, with a reason (the back office and the `deposits
 * resolve` command). Succeeded books the one DEPOSIT row exactly as a provider's confirmation would,
 * under the order's row lock: whoever comes second finds the order final and nothing moves twice.
 * In the caller's transaction when given one.
 */
export async function resolveReviewedOrder(
  db: Db,
  id: string,
  status: Resolution,
  reason: string,
): Promise<{ before: DepositOrder; after: DepositOrder }> {
  return inTransaction(db, async (trx) => {
    const order = await lockOrder(trx, id);
    if (order === undefined) throw new NotInReview('no such order');
    if (order.status !== 'review') throw new NotInReview(`the order is ${order.status}, not in review`);
    const applied = await applyReading(
      trx,
      id,
      { status, amount: order.amount, currency: order.currency, reason },
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
