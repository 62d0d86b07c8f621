import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import {
  creditableAmount,
  type DepositOrder,
  depositOrdersIn,
  findDepositOrder as findOrder,
  NotInReview,
  orderRecord,
  providerReading,
  resolutions,
  resolveReviewedOrder,
} from '../deposits/index.js';
import { parseAmount } from '../http/amount.js';
import { ApiError, ErrorCode, invalid, refused } from '../http/envelope.js';
import { usernamesOf } from '../members/index.js';
import { formatCents, money } from '../shared/money.js';
import {
  decideApproval,
  insertApproval,
  latestApproval,
  lockPending,
  needsSecondOperator,
} from './approvals.js';
import { audit, OperatorRefusal } from './audited.js';
import { bodyOf, reasonOf, textOf } from './fields.js';
import { currentOperator } from './session.js';

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

/**
 * The provider's reading as the operator's page lists it, field by field: a part payment in words,
 * in the coin and in the account's currency, never a nested object ('[object Object]', issue 32 §4).
 */
function readingView(found: Awaited<ReturnType<typeof providerReading>>) {
  if (found.reading?.shortfall === undefined) return found;
  const { shortfall: s, ...reading } = found.reading;
  return {
    ...found,
    reading: {
      ...reading,
      received: `${s.received} ${s.coin} = ${s.receivedValue} ${s.currency}`,
      missing: `${s.missing} ${s.coin} = ${s.missingValue} ${s.currency}`,
      payBy: s.payBy,
    },
  };
}

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
  const approval = await latestApproval(db, 'depositResolution', `deposit:${record.order.id}`);
  const waiting = approval?.status === 'pending';
  return {
    ...orderView(record.order, members.get(record.order.member_id)?.username ?? ''),
    approvalId: waiting ? approval.id : null,
    awaitingApproval: waiting,
    ...(waiting ? { preparedBy: approval.prepared_by_name, creditedOnApproval: money(approval.amount) } : {}),
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
    provider: readingView(await providerReading(deposits.providers, record.order)),
  };
}

/** The open two-person request about an order, if any. */
const pendingOf = (db: Db, id: string) => lockPending(db, 'depositResolution', `deposit:${id}`);

/**
 * Settles an order in review as succeeded, failed or canceled, with a reason; the money moves once.
 * Succeeded credits what the provider says was paid, or less (issue 26 finding 2); at or above the
 * adjustment threshold the first operator only prepares it and a second one, resolving the same
 * order for the same amount, books it.
 */
export async function resolve(request: FastifyRequest) {
  const { db, deposits } = request.server;
  const body = bodyOf(request);
  const id = textOf(body.id);
  const status = textOf(body.status);
  if (!(resolutions as readonly string[]).includes(status))
    throw invalid('validation.invalid', { field: 'status' });
  const reason = reasonOf(body.reason);
  const wanted = body.amount === undefined ? undefined : parseAmount(body.amount);
  if (body.amount !== undefined && wanted === undefined)
    throw invalid('validation.invalid', { field: 'amount' });
  const order = await findOrder(db, id);
  if (order === undefined) throw new ApiError(ErrorCode.notFound, 'common.notFound');
  if (status !== 'succeeded') {
    // A credit waiting for a second operator is withdrawn or refused first: settling the order another
    // way would leave that approval open for an order that is no longer in review.
    return db.transaction().execute(async (trx) => {
      const pending = await pendingOf(trx, id);
      if (pending !== undefined) {
        throw new OperatorRefusal(
          `${money(pending.amount)} is waiting for approval; withdraw or refuse it first`,
        );
      }
      return settle(request, id, { status: status as 'failed' }, reason, null, trx);
    });
  }
  const { reading, problem } = await providerReading(deposits.providers, order);
  const creditable = creditableAmount(order, reading, wanted === undefined ? undefined : formatCents(wanted));
  if ('problem' in creditable) {
    throw new OperatorRefusal(problem ? `${problem}; ${creditable.problem}` : creditable.problem);
  }
  const credited = creditable.amount;
  if (!(await needsSecondOperator(db, 'adjustment', credited, order.currency))) {
    return settle(request, id, { status: 'succeeded', credited }, reason, null);
  }
  const operator = currentOperator(request);
  return db.transaction().execute(async (trx) => {
    const pending = await pendingOf(trx, id);
    if (pending === undefined) {
      const approval = await insertApproval(trx, {
        kind: 'depositResolution',
        subject: `deposit:${id}`,
        member_id: order.member_id,
        amount: credited,
        currency: order.currency,
        payload: { orderId: id, credited, orderAmount: money(order.amount) },
        reason,
        prepared_by: operator.id,
      });
      if (approval === undefined)
        throw new OperatorRefusal('this resolution is already waiting for approval');
      await audit(trx, request, {
        action: 'adminDepositResolvePrepare',
        target: { type: 'deposit', id },
        before: { status: order.status, amount: money(order.amount) },
        after: { status: 'succeeded', credited, approvalId: approval.id, awaitingApproval: true },
        reason,
      });
      return { ...orderView(order, ''), approvalId: approval.id, awaitingApproval: true };
    }
    if (pending.prepared_by === operator.id) throw refused('admin.sameOperator');
    if (money(pending.amount) !== credited) {
      throw new OperatorRefusal(
        `${money(pending.amount)} is waiting for approval; withdraw or refuse it first`,
      );
    }
    await decideApproval(trx, pending.id, 'approved', operator.id, null);
    return settle(request, id, { status: 'succeeded', credited }, pending.reason, pending.id, trx);
  });
}

async function settle(
  request: FastifyRequest,
  id: string,
  resolution: Parameters<typeof resolveReviewedOrder>[2],
  reason: string,
  approvalId: number | null,
  trx?: Db,
) {
  const run = async (db: Db) => {
    const { before, after } = await resolveReviewedOrder(db, id, resolution, reason).catch((error) => {
      if (error instanceof NotInReview) throw new OperatorRefusal(error.message);
      throw error;
    });
    await audit(db, request, {
      target: { type: 'deposit', id },
      before: { status: before.status, amount: before.amount, currency: before.currency },
      after: { status: after.status, amount: money(after.amount), approvalId },
      reason,
    });
    return { ...orderView(after, ''), approvalId, awaitingApproval: false };
  };
  return trx ? run(trx) : request.server.db.transaction().execute(run);
}
