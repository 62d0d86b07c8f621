import type { FastifyRequest } from 'fastify';
import { parseAmount } from '../http/amount.js';
import { ApiError, ErrorCode, invalid, refused } from '../http/envelope.js';
import { findMemberById } from '../members/index.js';
import { type LimitKind, lockLimit, writeLimit as write } from '../protection/index.js';
import { exponentOf, formatMinor, money, toMinor } from '../shared/money.js';
import { type ApprovalRow, approvalView, decideApproval, insertApproval, lockApproval } from './approvals.js';
import { audit, OperatorRefusal } from './audited.js';
import { bodyOf, reasonOf, textOf } from './fields.js';
import { currentOperator } from './session.js';

const notFound = () => new ApiError(ErrorCode.notFound, 'common.notFound');

/** The back office sets deposit limits; loss and stake limits are the player's own (protection centre). */
const operatorKinds = ['depositDay', 'depositWeek', 'depositMonth'] as const;

function kindOf(value: unknown): LimitKind {
  const kind = operatorKinds.find((candidate) => candidate === value);
  if (kind === undefined) throw invalid('validation.invalid', { field: 'kind' });
  return kind;
}

/**
 * Sets one limit. Lowering it (or setting one where there was none) applies at once; raising or
 * removing it only prepares the change for a second operator (reduce-only for one person).
 */
export async function setLimit(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const kind = kindOf(body.kind);
  const reason = reasonOf(body.reason);
  const raw = textOf(body.amount);
  const memberId = typeof body.memberId === 'number' ? body.memberId : 0;
  const member = await findMemberById(db, memberId);
  if (member === undefined) throw notFound();
  // In the member's currency's decimals: a BTC limit is set and compared to the satoshi.
  const exponent = exponentOf(member.currency);
  const wanted = raw === '' ? null : parseAmount(raw, { currency: member.currency });
  if (wanted !== null && (wanted === undefined || wanted < 0n))
    throw invalid('validation.invalid', { field: 'amount' });
  const operator = currentOperator(request);
  return db.transaction().execute(async (trx) => {
    const inForce = await lockLimit(trx, memberId, kind, member.currency);
    const current = inForce === null ? undefined : { amount: inForce };
    const currentCents = current === undefined ? null : toMinor(current.amount, exponent)!;
    const amount = wanted === null ? null : formatMinor(wanted, exponent);
    if (wanted === currentCents) throw new OperatorRefusal('the limit already has that value');
    const lowers = wanted !== null && (currentCents === null || wanted < currentCents);
    if (lowers) {
      await write(trx, memberId, kind, amount, operator.id);
      await audit(trx, request, {
        target: { type: 'member', id: memberId },
        before: { kind, amount: current ? current.amount : null },
        after: { kind, amount },
        reason,
      });
      return { applied: true, approvalId: null };
    }
    const approval = await insertApproval(trx, {
      kind: 'limitRaise',
      subject: `limit:${memberId}:${kind}`,
      member_id: memberId,
      amount: amount ?? current!.amount,
      currency: member.currency,
      payload: { memberId, kind, amount, from: current ? current.amount : null },
      reason,
      prepared_by: operator.id,
    });
    if (approval === undefined)
      throw new OperatorRefusal('a raise of this limit is already waiting for approval');
    await audit(trx, request, {
      action: 'adminPlayerLimitPrepare',
      target: { type: 'member', id: memberId },
      before: { kind, amount: current ? current.amount : null },
      after: { kind, amount, approvalId: approval.id, awaitingApproval: true },
      reason,
    });
    return { applied: false, approvalId: approval.id };
  });
}

/** A second operator applies a prepared raise or removal; the one who prepared it cannot. */
export async function approveLimit(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const operator = currentOperator(request);
  return db.transaction().execute(async (trx) => {
    const row: ApprovalRow | undefined =
      typeof body.id === 'number' ? await lockApproval(trx, body.id) : undefined;
    if (row === undefined || row.kind !== 'limitRaise') throw refused('admin.approvalMissing');
    if (row.status !== 'pending') throw refused('admin.alreadyDecided');
    if (row.prepared_by === operator.id) throw refused('admin.sameOperator');
    const change = row.payload as {
      memberId: number;
      kind: LimitKind;
      amount: string | null;
      from: string | null;
    };
    // Issue 26 finding 11: a raise applies only over the value it was prepared from; a limit lowered
    // (or otherwise changed) since makes it stale, and it is closed without effect.
    const currency = (await findMemberById(trx, change.memberId))?.currency;
    const inForce = await lockLimit(trx, change.memberId, change.kind, currency);
    if (inForce !== (change.from === null ? null : money(change.from, currency))) {
      const stale = await decideApproval(
        trx,
        row.id,
        'refused',
        operator.id,
        'stale: the limit changed since',
      );
      await audit(trx, request, {
        target: { type: 'member', id: change.memberId },
        before: { kind: change.kind, amount: inForce, approvalId: row.id },
        after: { kind: change.kind, amount: inForce, staleRaise: change.amount },
        reason: row.reason,
      });
      return approvalView(stale);
    }
    await write(trx, change.memberId, change.kind, change.amount, operator.id);
    const decided = await decideApproval(trx, row.id, 'approved', operator.id, textOf(body.note) || null);
    await audit(trx, request, {
      target: { type: 'member', id: change.memberId },
      before: { kind: change.kind, amount: change.from, approvalId: row.id },
      after: { kind: change.kind, amount: change.amount, approvedBy: operator.username },
      reason: row.reason,
    });
    return approvalView(decided);
  });
}
