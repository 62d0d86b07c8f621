import type { FastifyRequest } from 'fastify';
import { type AuditRow, doneOn } from '../audit/index.js';
import { ApiError, ErrorCode, invalid, refused } from '../http/envelope.js';
import { documentsOf, findMemberById, usernamesOf } from '../members/index.js';
import { money } from '../shared/money.js';
import {
  findWithdrawal,
  pageByStatus,
  type ReviewAction,
  reviewActions,
  reviewCashOut,
  statusChanges,
  TransitionRefused,
  type WithdrawalRow,
  WithdrawStatus,
  withdrawalId,
} from '../withdrawals/index.js';
import {
  approvalView,
  claimSoloAction,
  decideApproval,
  insertApproval,
  latestApproval,
  lockPending,
  needsSecondOperator,
  pendingBySubject,
} from './approvals.js';
import { audit, OperatorRefusal } from './audited.js';
import { bodyOf, pageArgs, pageOf, reasonOf, textOf } from './fields.js';
import { currentOperator } from './session.js';

const subjectOf = (id: number) => `withdrawal:${id}`;

/** A pass this operator may not make alone today; it is prepared for a second operator instead. */
class SplitPast extends Error {}
const notFound = () => new ApiError(ErrorCode.notFound, 'common.notFound');

function idOf(body: Record<string, unknown>): number {
  const id = withdrawalId(body.id);
  if (id === undefined) throw notFound();
  return id;
}

/** The KYC a pass needs, shown beside each request: proof of ID and payment proof statuses. */
const kycOf = (member: { idcard_proof_status: number; payment_proof_status: number } | undefined) => ({
  idcardProof: member?.idcard_proof_status ?? 0,
  paymentProof: member?.payment_proof_status ?? 0,
});

function cashOutView(row: WithdrawalRow, username: string) {
  return {
    id: row.id,
    memberId: row.member_id,
    username,
    amount: money(row.amount),
    currency: row.currency,
    paymentMethod: row.payment_method,
    accountHint: row.account_hint,
    status: row.status,
    createTime: row.created_at.toISOString(),
    updateTime: row.updated_at.toISOString(),
  };
}

/** The queue by status (all open ones when none is named), oldest first, with KYC and any pending approval. */
export async function list(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const statuses = Array.isArray(body.status) ? (body.status as WithdrawStatus[]) : [0, 20, 29, 30, 35];
  const { pageNum, pageSize } = pageArgs(body);
  const { rows, total } = await pageByStatus(db, statuses as WithdrawStatus[], pageNum, pageSize);
  const members = await usernamesOf(
    db,
    rows.map((row) => row.member_id),
  );
  const approvals = await pendingBySubject(
    db,
    'cashOutPass',
    rows.map((row) => subjectOf(row.id)),
  );
  return pageOf(
    rows.map((row) => ({
      ...cashOutView(row, members.get(row.member_id)?.username ?? ''),
      kyc: kycOf(members.get(row.member_id)),
      approval: approvals.get(subjectOf(row.id)) ?? null,
    })),
    total,
    pageNum,
    pageSize,
  );
}

export async function get(request: FastifyRequest) {
  const { db } = request.server;
  const id = idOf(bodyOf(request));
  const row = await findWithdrawal(db, id);
  if (row === undefined) throw notFound();
  const member = await findMemberById(db, row.member_id);
  const approval = await latestApproval(db, 'cashOutPass', subjectOf(id));
  return {
    ...cashOutView(row, member?.username ?? ''),
    payout: {
      accountName: row.account_name,
      accountNumber: row.account_number,
      interbankAccountNumber: row.interbank_account_number,
      email: row.email,
      dni: row.dni,
      routingNumber: row.routing_number,
      cpf: row.cpf,
      payoutAccountName: row.payout_account_name,
      payoutToAccount: row.payout_to_account,
    },
    kyc: kycOf(member),
    documents: member ? documentsOf(member) : [],
    approval: approval ? approvalView(approval) : null,
    changes: namedMoves(await statusChanges(db, id), await doneOn(db, 'withdrawal', String(id))),
  };
}

const statusIn = (value: unknown): unknown => (value as { status?: unknown } | null)?.status;

/**
 * Each status change with the name of whoever made it: an operator's move is paired with its audit row
 * (written in the move's own transaction, the same from and to status), in order; the player's own
 * moves name nobody.
 */
function namedMoves(
  changes: Awaited<ReturnType<typeof statusChanges>>,
  audited: AuditRow[],
): { from: number | null; to: number; actor: string; by: string | null; note: string | null; at: string }[] {
  const unused = [...audited];
  return changes.map((change) => {
    const index =
      change.actor === 'operator'
        ? unused.findIndex(
            (row) => statusIn(row.before) === change.from_status && statusIn(row.after) === change.to_status,
          )
        : -1;
    const [row] = index >= 0 ? unused.splice(index, 1) : [];
    return {
      from: change.from_status,
      to: change.to_status,
      actor: change.actor,
      by: row?.operator_name ?? null,
      note: change.note,
      at: change.created_at.toISOString(),
    };
  });
}

/**
 * Moves a request through the spec's states. Passing one at or above the threshold only prepares it:
 * a second operator approves (approve). A rejection needs a reason, which the member reads as news.
 * Lock order: the open approval, then the wallet and the request (reviewCashOut), as in approve.
 */
export async function move(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const id = idOf(body);
  const action = textOf(body.action);
  if (!Object.hasOwn(reviewActions, action)) throw invalid('validation.invalid', { field: 'action' });
  const note = action === 'reject' ? reasonOf(body.note) : textOf(body.note) || null;
  const found = await findWithdrawal(db, id);
  if (found === undefined) throw notFound();
  const operator = currentOperator(request);
  if (action === 'pass' && (await needsSecondOperator(db, 'cashOut', found.amount, found.currency))) {
    return prepare(request, found, note);
  }
  const moved = db.transaction().execute(async (trx) => {
    // Passed alone only within what this operator may pass alone today (issue 26 finding 3).
    if (
      action === 'pass' &&
      !(await claimSoloAction(trx, 'cashOut', {
        operatorId: operator.id,
        memberId: found.member_id,
        amount: found.amount,
        currency: found.currency,
        ref: subjectOf(id),
      }))
    ) {
      throw new SplitPast();
    }
    const pending = await lockPending(trx, 'cashOutPass', subjectOf(id));
    const { row, before, changed } = await reviewCashOut(trx, id, action as ReviewAction, note).catch(
      refusal,
    );
    if (!changed) throw new OperatorRefusal(`the cash-out is already in status ${row.status}`);
    // A prepared pass does not outlive the request leaving status 0 some other way.
    if (pending !== undefined)
      await decideApproval(trx, pending.id, 'withdrawn', operator.id, `${action}: ${note ?? ''}`);
    await audit(trx, request, {
      target: { type: 'withdrawal', id },
      before: { status: before.status },
      after: { status: row.status, action },
      reason: note,
    });
    return { ...cashOutView(row, ''), awaitingApproval: false };
  });
  // Past the day's share: prepared for a second operator instead, as a large pass is.
  return moved.catch((error) => {
    if (error instanceof SplitPast) return prepare(request, found, note);
    throw error;
  });
}

/** The first of two operators: the pass is recorded as waiting for a second operator's approval. */
async function prepare(request: FastifyRequest, row: WithdrawalRow, note: string | null) {
  const { db } = request.server;
  const operator = currentOperator(request);
  if (row.status !== WithdrawStatus.pending) {
    throw new OperatorRefusal(`cannot pass a cash-out in status ${row.status}`);
  }
  const member = await findMemberById(db, row.member_id);
  const kyc = kycOf(member);
  if (kyc.idcardProof !== 20 || kyc.paymentProof !== 20) {
    throw new OperatorRefusal('cannot pass before the proof of ID and the payment proof are approved');
  }
  return db.transaction().execute(async (trx) => {
    const approval = await insertApproval(trx, {
      kind: 'cashOutPass',
      subject: subjectOf(row.id),
      member_id: row.member_id,
      amount: row.amount,
      currency: row.currency,
      payload: { withdrawalId: row.id },
      reason: note ?? 'pass',
      prepared_by: operator.id,
    });
    if (approval === undefined)
      throw new OperatorRefusal('a pass of this cash-out is already waiting for approval');
    await audit(trx, request, {
      action: 'adminCashOutPrepare',
      target: { type: 'withdrawal', id: row.id },
      before: { status: row.status },
      after: { status: row.status, approvalId: approval.id, awaitingApproval: true },
      reason: note,
    });
    return { ...cashOutView(row, ''), awaitingApproval: true };
  });
}

/**
 * The second operator approves a prepared pass: not the one who prepared it (the database refuses that
 * too). The open request is locked first, so of two approving at once one wins and the other is told
 * it was decided.
 */
export async function approve(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const id = idOf(body);
  const note = textOf(body.note) || null;
  const operator = currentOperator(request);
  return db.transaction().execute(async (trx) => {
    const pending = await lockPending(trx, 'cashOutPass', subjectOf(id));
    if (pending === undefined) {
      const latest = await latestApproval(trx, 'cashOutPass', subjectOf(id));
      throw refused(latest === undefined ? 'admin.approvalMissing' : 'admin.alreadyDecided');
    }
    if (pending.prepared_by === operator.id) throw refused('admin.sameOperator');
    const { row, before } = await reviewCashOut(trx, id, 'pass', note).catch(refusal);
    await decideApproval(trx, pending.id, 'approved', operator.id, note);
    await audit(trx, request, {
      target: { type: 'withdrawal', id },
      before: { status: before.status, approvalId: pending.id },
      after: { status: row.status, approvedBy: operator.username },
      reason: note,
    });
    return { ...cashOutView(row, ''), awaitingApproval: false };
  });
}

/** The withdrawals domain's words for a move its status does not allow, as an operator's refusal. */
function refusal(error: unknown): never {
  if (error instanceof TransitionRefused) throw new OperatorRefusal(error.message);
  throw error;
}
