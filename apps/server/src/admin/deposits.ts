import type { FastifyRequest } from 'fastify';
import {
  type DepositOrder,
  depositOrdersIn,
  NotInReview,
  orderRecord,
  providerReading,
  type Resolution,
  resolutions,
  resolveReviewedOrder,
} from '../deposits/index.js';
import { ApiError, ErrorCode, invalid } from '../http/envelope.js';
import { usernamesOf } from '../members/index.js';
import { money } from '../wallet/money.js';
import { audit, OperatorRefusal } from './audited.js';
import { bodyOf, reasonOf, textOf } from './fields.js';

const orderView = (order: DepositOrder, username: string) => ({
  id: order.id,
  memberId: order.member_id,
  username,
  method: order.method,
  provider: order.provider,
  amount: money(order.amount),
  currency: order.currency,
  status: order.status,
  providerPaymentId: order.provider_payment_id,
  reviewReason: order.review_reason,
  createTime: order.created_at.toISOString(),
  updateTime: order.updated_at.toISOString(),
});

/** Orders held for review (an amount or currency that differs, a provider that did not answer), oldest first. */
export async function reviewList(request: FastifyRequest) {
  const { db } = request.server;
  const orders = await depositOrdersIn(db, ['review']);
  const members = await usernamesOf(
    db,
    orders.map((order) => order.member_id),
  );
  return orders.map((order) => orderView(order, members.get(order.member_id)?.username ?? ''));
}

/** One order: its moves, the provider's notifications, and what the provider says about it now. */
export async function get(request: FastifyRequest) {
  const { db, deposits } = request.server;
  const record = await orderRecord(db, textOf(bodyOf(request).id));
  if (record === undefined) throw new ApiError(ErrorCode.notFound, 'common.notFound');
  const members = await usernamesOf(db, [record.order.member_id]);
  return {
    ...orderView(record.order, members.get(record.order.member_id)?.username ?? ''),
    changes: record.changes.map((change) => ({
      from: change.from_status,
      to: change.to_status,
      source: change.source,
      note: change.note,
      at: change.created_at.toISOString(),
    })),
    events: record.events.map((event) => ({
      eventId: event.event_id,
      outcome: event.outcome,
      payloadSha256: event.payload_sha256,
      receivedAt: event.received_at.toISOString(),
    })),
    provider: await providerReading(deposits.providers, record.order),
  };
}

/** Settles an order in review as succeeded, failed or canceled, with a reason; the money moves once. */
export async function resolve(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const id = textOf(body.id);
  const status = textOf(body.status);
  if (!(resolutions as readonly string[]).includes(status))
    throw invalid('validation.invalid', { field: 'status' });
  const reason = reasonOf(body.reason);
  return db.transaction().execute(async (trx) => {
    const { before, after } = await resolveReviewedOrder(trx, id, status as Resolution, reason).catch(
      (error) => {
        if (error instanceof NotInReview) throw new OperatorRefusal(error.message);
        throw error;
      },
    );
    await audit(trx, request, {
      target: { type: 'deposit', id },
      before: { status: before.status, amount: before.amount, currency: before.currency },
      after: { status: after.status },
      reason,
    });
    return orderView(after, '');
  });
}
