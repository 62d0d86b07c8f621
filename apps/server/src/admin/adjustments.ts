import type { FastifyRequest } from 'fastify';
import { activeGrant } from '../bonuses/index.js';
import type { Db } from '../db/database.js';
import { parseAmount } from '../http/amount.js';
import { ApiError, ErrorCode, invalid, refused } from '../http/envelope.js';
import { exponentOf, formatMinor } from '../shared/money.js';
import { credit, debit } from '../wallet/index.js';
import {
  type ApprovalRow,
  approvalView,
  claimSoloAction,
  decideApproval,
  insertApproval,
  listApprovals,
  lockApproval,
  needsSecondOperator,
} from './approvals.js';
import { audit, OperatorRefusal } from './audited.js';
import { bodyOf, reasonOf, textOf } from './fields.js';
import { rolePermissions } from './permissions.js';
import { memberOf } from './players.js';
import { currentOperator } from './session.js';

export interface Adjustment {
  memberId: number;
  type: 'GIFT' | 'BENEFITS';
  class: 1 | 2 | 3;
  direction: 'credit' | 'debit';
  amount: string;
  requestId: string;
}

/**
 * Bonus money belongs to a grant, whose terms (wagering, win cap) say when it may become cash; an
 * operator's credit of it would be bonus money no grant owns, which a later conversion or win paid as
 * cash (issue 25 finding 2). Operators give bonus money through a promotion, or cash or a gift bonus.
 */
function refuseUnownedBonus(adjustment: Pick<Adjustment, 'class' | 'direction'>) {
  if (adjustment.class === 2 && adjustment.direction === 'credit')
    throw new OperatorRefusal(
      'Bonus money is credited only with a bonus grant: give cash or gift bonus, or grant a promotion.',
    );
}

/** Books an adjustment, once per request id: a repeated click changes nothing. */
export async function bookAdjustment(db: Db, adjustment: Adjustment) {
  refuseUnownedBonus(adjustment);
  // A bonus taken back comes off the sub-balance of the grant that holds it.
  const grantId = adjustment.class === 2 ? ((await activeGrant(db, adjustment.memberId))?.id ?? null) : null;
  const entry = {
    memberId: adjustment.memberId,
    type: adjustment.type,
    class: adjustment.class,
    amount: adjustment.amount,
    externalRef: `adjustment:${adjustment.requestId}`,
    grantId,
  };
  return adjustment.direction === 'credit' ? credit(db, entry) : debit(db, entry);
}

/**
 * A manual adjustment (GIFT or BENEFITS, to one balance, either way) with a required reason. At or
 * above the threshold it waits for a second operator; below it is booked at once.
 */
export async function adjust(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const member = await memberOf(db, body.memberId);
  const reason = reasonOf(body.reason);
  const type = body.type === 'GIFT' || body.type === 'BENEFITS' ? body.type : undefined;
  if (type === undefined) throw invalid('validation.invalid', { field: 'type' });
  const balanceClass = body.class === 1 || body.class === 2 || body.class === 3 ? body.class : undefined;
  if (balanceClass === undefined) throw invalid('validation.invalid', { field: 'class' });
  const direction = body.direction === 'credit' || body.direction === 'debit' ? body.direction : undefined;
  if (direction === undefined) throw invalid('validation.invalid', { field: 'direction' });
  // In the player's currency, to its decimals: a BTC account's gift is bitcoin to the satoshi.
  const units = parseAmount(body.amount, { currency: member.currency });
  if (units === undefined || units <= 0n) throw invalid('validation.invalid', { field: 'amount' });
  const requestId = textOf(body.requestId);
  if (!/^[A-Za-z0-9-]{8,64}$/.test(requestId)) throw invalid('validation.invalid', { field: 'requestId' });
  const adjustment: Adjustment = {
    memberId: member.id,
    type,
    class: balanceClass,
    direction,
    amount: formatMinor(units, exponentOf(member.currency)),
    requestId,
  };
  refuseUnownedBonus(adjustment);
  const operator = currentOperator(request);
  const large = await needsSecondOperator(db, 'adjustment', adjustment.amount, member.currency);
  return db.transaction().execute(async (trx) => {
    // Below the threshold alone, and with what this operator moved alone today (issue 26 finding 3).
    const alone =
      !large &&
      (await claimSoloAction(trx, 'adjustment', {
        operatorId: operator.id,
        memberId: member.id,
        amount: adjustment.amount,
        currency: member.currency,
        ref: `adjustment:${requestId}`,
      }));
    if (alone) {
      const result = await bookAdjustment(trx, adjustment);
      await audit(trx, request, {
        target: { type: 'member', id: member.id },
        after: { ...adjustment, balanceAfter: result.balanceAfter, repeat: result.duplicate },
        reason,
      });
      return { booked: true, approvalId: null, balanceAfter: result.balanceAfter };
    }
    const approval = await insertApproval(trx, {
      kind: 'adjustment',
      subject: `adjustment:${requestId}`,
      member_id: member.id,
      amount: adjustment.amount,
      currency: member.currency,
      payload: adjustment,
      reason,
      prepared_by: operator.id,
    });
    if (approval === undefined) throw new OperatorRefusal('this adjustment is already waiting for approval');
    await audit(trx, request, {
      action: 'adminAdjustmentPrepare',
      target: { type: 'member', id: member.id },
      after: { ...adjustment, approvalId: approval.id, awaitingApproval: true, splitAcrossTheDay: !large },
      reason,
    });
    return { booked: false, approvalId: approval.id, balanceAfter: null };
  });
}

export async function approvals(request: FastifyRequest) {
  const status = textOf(bodyOf(request).status) || 'pending';
  return (await listApprovals(request.server.db, status)).map(approvalView);
}

async function lockOpen(db: Db, id: unknown): Promise<ApprovalRow> {
  const row = typeof id === 'number' && Number.isSafeInteger(id) ? await lockApproval(db, id) : undefined;
  if (row === undefined) throw refused('admin.approvalMissing');
  if (row.status !== 'pending') throw refused('admin.alreadyDecided');
  return row;
}

/** The second operator books a prepared adjustment; the one who prepared it cannot. */
export async function approveAdjustment(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const operator = currentOperator(request);
  return db.transaction().execute(async (trx) => {
    const row = await lockOpen(trx, body.id);
    if (row.kind !== 'adjustment') throw refused('admin.approvalMissing');
    if (row.prepared_by === operator.id) throw refused('admin.sameOperator');
    const adjustment = row.payload as Adjustment;
    const result = await bookAdjustment(trx, adjustment);
    await decideApproval(trx, row.id, 'approved', operator.id, textOf(body.note) || null);
    await audit(trx, request, {
      target: { type: 'member', id: row.member_id },
      before: { approvalId: row.id, status: 'pending' },
      after: { ...adjustment, balanceAfter: result.balanceAfter, approvedBy: operator.username },
      reason: row.reason,
    });
    return { booked: true, approvalId: row.id, balanceAfter: result.balanceAfter };
  });
}

const closingPermission = {
  adjustment: 'adjustments.approve',
  limitRaise: 'limits.approve',
  cashOutPass: 'cashOuts.approve',
  depositResolution: 'deposits.resolve',
} as const;

/**
 * Closes a prepared change without doing it: the one who prepared it withdraws it, or an operator
 * who may approve such changes refuses it, with a note.
 */
export async function closeApproval(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const operator = currentOperator(request);
  const note = reasonOf(body.note);
  return db.transaction().execute(async (trx) => {
    const row = await lockOpen(trx, body.id);
    const mine = row.prepared_by === operator.id;
    const permission = closingPermission[row.kind];
    if (!mine && !rolePermissions[operator.role].includes(permission)) {
      throw new ApiError(ErrorCode.forbidden, 'admin.forbidden');
    }
    const decided = await decideApproval(trx, row.id, mine ? 'withdrawn' : 'refused', operator.id, note);
    await audit(trx, request, {
      target:
        row.kind === 'cashOutPass'
          ? { type: 'withdrawal', id: row.subject.split(':')[1]! }
          : row.kind === 'depositResolution'
            ? { type: 'deposit', id: row.subject.slice('deposit:'.length) }
            : { type: 'member', id: row.member_id },
      before: { approvalId: row.id, status: 'pending' },
      after: { approvalId: row.id, status: decided.status },
      reason: note,
    });
    return approvalView({ ...decided, decided_by_name: operator.username });
  });
}
