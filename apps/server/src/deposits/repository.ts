import { randomBytes } from 'node:crypto';
import { type Generated, type Selectable, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { inTransaction } from '../wallet/index.js';
import { type OrderStatus, openStatuses, type Source } from './status.js';

export interface DepositOrderTable {
  id: string;
  member_id: number;
  /** The method code the member chose (STRIPE, VISA_MASTERCARD, ...). */
  method: string;
  /** The adapter that talks to the provider (stripe, ...). */
  provider: string;
  amount: string;
  currency: string;
  status: Generated<OrderStatus>;
  provider_payment_id: string | null;
  /** The page the member is sent to (checkout, 3-D Secure); never holds card data. */
  pay_url: string | null;
  review_reason: string | null;
  /** The player chose the first-deposit bonus with this order (issue 32 §2); off unless chosen. */
  bonus_chosen: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  settled_at: Date | null;
  /** Reconciliation's failed reads of it (migration 2031). */
  read_failures: Generated<number>;
  /** Reconciliation gave up reading it after too many failures: out of the queue, for an operator. */
  gave_up_at: Date | null;
}

export interface DepositEventTable {
  provider: string;
  event_id: string;
  payload_sha256: string;
  order_id: string | null;
  outcome: string;
  received_at: Generated<Date>;
}

export interface DepositStatusChangeTable {
  id: Generated<string>;
  order_id: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  source: Source;
  note: string | null;
  created_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    deposit_order: DepositOrderTable;
    deposit_event: DepositEventTable;
    deposit_status_change: DepositStatusChangeTable;
  }
}

export type DepositOrder = Selectable<DepositOrderTable>;

export function newOrderId(): string {
  return `dep_${randomBytes(12).toString('hex')}`;
}

export async function insertOrder(
  db: Db,
  order: {
    id: string;
    memberId: number;
    method: string;
    provider: string;
    amount: string;
    currency: string;
    bonusChosen?: boolean;
  },
): Promise<DepositOrder> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('deposit_order')
      .values({
        id: order.id,
        member_id: order.memberId,
        method: order.method,
        provider: order.provider,
        amount: order.amount,
        currency: order.currency,
        provider_payment_id: null,
        pay_url: null,
        review_reason: null,
        settled_at: null,
        bonus_chosen: order.bonusChosen ?? false,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await logChange(trx, order.id, null, 'created', 'create', null);
    return row;
  });
}

export async function logChange(
  db: Db,
  orderId: string,
  from: OrderStatus | null,
  to: OrderStatus,
  source: Source,
  note: string | null,
): Promise<void> {
  await db
    .insertInto('deposit_status_change')
    .values({ order_id: orderId, from_status: from, to_status: to, source, note })
    .execute();
}

/** The member's own order; another member's answers undefined, as an unknown id does. */
export async function findOwnOrder(db: Db, memberId: number, id: string): Promise<DepositOrder | undefined> {
  return db
    .selectFrom('deposit_order')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function findOrder(db: Db, id: string): Promise<DepositOrder | undefined> {
  return db.selectFrom('deposit_order').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findByProviderPayment(
  db: Db,
  provider: string,
  providerPaymentId: string,
): Promise<DepositOrder | undefined> {
  return db
    .selectFrom('deposit_order')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
}

export async function lockOrder(db: Db, id: string): Promise<DepositOrder | undefined> {
  return db.selectFrom('deposit_order').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateOrder(
  db: Db,
  id: string,
  changes: Partial<
    Pick<DepositOrder, 'status' | 'provider_payment_id' | 'pay_url' | 'review_reason' | 'settled_at'>
  >,
): Promise<DepositOrder> {
  return db
    .updateTable('deposit_order')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Records a provider notification once: answers 'new' the first time, 'repeat' for the same id with
 * the same bytes, 'conflict' for the same id with other content (refused, never a duplicate).
 */
export async function recordEvent(
  db: Db,
  event: {
    provider: string;
    eventId: string;
    payloadSha256: string;
    orderId: string | null;
    outcome: string;
  },
): Promise<'new' | 'repeat' | 'conflict'> {
  const inserted = await db
    .insertInto('deposit_event')
    .values({
      provider: event.provider,
      event_id: event.eventId,
      payload_sha256: event.payloadSha256,
      order_id: event.orderId,
      outcome: event.outcome,
    })
    .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  if (inserted) return 'new';
  const existing = await db
    .selectFrom('deposit_event')
    .select('payload_sha256')
    .where('provider', '=', event.provider)
    .where('event_id', '=', event.eventId)
    .executeTakeFirstOrThrow();
  return existing.payload_sha256 === event.payloadSha256 ? 'repeat' : 'conflict';
}

export async function setEventOutcome(
  db: Db,
  provider: string,
  eventId: string,
  outcome: string,
): Promise<void> {
  await db
    .updateTable('deposit_event')
    .set({ outcome })
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .execute();
}

/**
 * Orders not final and untouched for `olderThanSeconds` (reconciliation): the fewest failed reads
 * first, then the oldest, so orders that cannot be read never hold the head of the queue; the ones
 * given up are left out.
 */
export async function listStale(db: Db, olderThanSeconds: number, limit: number): Promise<DepositOrder[]> {
  return db
    .selectFrom('deposit_order')
    .selectAll()
    .where('status', 'in', [...openStatuses])
    .where('gave_up_at', 'is', null)
    .where('updated_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
    .orderBy('read_failures')
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** One more failed read of the order; answers how many it has had now. */
export async function countReadFailure(db: Db, orderId: string): Promise<number> {
  const row = await db
    .updateTable('deposit_order')
    .set({ read_failures: sql`read_failures + 1` })
    .where('id', '=', orderId)
    .returning('read_failures')
    .executeTakeFirstOrThrow();
  return row.read_failures;
}

/** Reconciliation stops reading the order (it stays open for an operator to resolve). */
export async function giveUpReading(db: Db, orderId: string): Promise<void> {
  await db.updateTable('deposit_order').set({ gave_up_at: sql`now()` }).where('id', '=', orderId).execute();
}

/** Orders the member opened in the last `minutes` (the per-member rate of new orders). */
export async function ordersOpenedWithin(db: Db, memberId: number, minutes: number): Promise<number> {
  const row = await db
    .selectFrom('deposit_order')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listByStatus(db: Db, statuses: OrderStatus[]): Promise<DepositOrder[]> {
  return db
    .selectFrom('deposit_order')
    .selectAll()
    .where('status', 'in', statuses)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Holds the member's new orders back until this transaction ends (the limit check and the insert). */
export async function lockMemberOrders(db: Db, memberId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(5, ${memberId})`.execute(db);
}

/** What the member's orders of the last `hours` may still bring: every one not failed, expired or canceled. */
export async function depositedWithin(db: Db, memberId: number, hours: number): Promise<string> {
  const row = await db
    .selectFrom('deposit_order')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where('member_id', '=', memberId)
    .where('status', 'not in', ['failed', 'expired', 'canceled'])
    .where('created_at', '>', sql<Date>`now() - make_interval(hours => ${hours})`)
    .executeTakeFirstOrThrow();
  return String(row.total);
}

/** How many orders are in each state (/metrics). */
export async function countOrdersByStatus(db: Db): Promise<{ status: string; count: number }[]> {
  return db
    .selectFrom('deposit_order')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
}
