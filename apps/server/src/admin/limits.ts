import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { parseAmount } from '../http/amount.js';
import { ApiError, ErrorCode, invalid, refused } from '../http/envelope.js';
import { findMemberById } from '../members/index.js';
import { formatCents, money, toCents } from '../wallet/money.js';
import { type ApprovalRow, approvalView, decideApproval, insertApproval, lockApproval } from './approvals.js';
import { audit, OperatorRefusal } from './audited.js';
import { bodyOf, reasonOf, textOf } from './fields.js';
import { currentOperator } from './session.js';

export const limitKinds = ['depositDay', 'depositWeek', 'depositMonth'] as const;
export type LimitKind = (typeof limitKinds)[number];

/** The rolling window each limit counts deposits over. */
export const limitWindowHours: Record<LimitKind, number> = {
  depositDay: 24,
  depositWeek: 168,
  depositMonth: 720,
};

export interface PlayerLimitTable {
  member_id: number;
  kind: LimitKind;
  amount: string;
  set_by: number | null;
  set_at: Date;
}

declare module '../db/schema.js' {
  interface Database {
    player_limit: PlayerLimitTable;
  }
}

/** A player's deposit limits (the deposits domain checks each order against them). */
export async function depositLimitsOf(
  db: Db,
  memberId: number,
): Promise<{ kind: LimitKind; amount: string; hours: number }[]> {
  const rows = await db
    .selectFrom('player_limit')
    .select(['kind', 'amount'])
    .where('member_id', '=', memberId)
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    amount: money(row.amount),
    hours: limitWindowHours[row.kind],
  }));
}

const notFound = () => new ApiError(ErrorCode.notFound, 'common.notFound');

function kindOf(value: unknown): LimitKind {
  const kind = limitKinds.find((candidate) => candidate === value);
  if (kind === undefined) throw invalid('validation.invalid', { field: 'kind' });
  return kind;
}

async function write(db: Db, memberId: number, kind: LimitKind, amount: string | null, operatorId: number) {
  if (amount === null) {
    await db.deleteFrom('player_limit').where('member_id', '=', memberId).where('kind', '=', kind).execute();
    return;
  }
  await db
    .insertInto('player_limit')
    .values({ member_id: memberId, kind, amount, set_by: operatorId, set_at: new Date() })
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'kind']).doUpdateSet({ amount, set_by: operatorId, set_at: sql`now()` }),
    )
    .execute();
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
  const wanted = raw === '' ? null : parseAmount(raw);
  if (wanted !== null && (wanted === undefined || wanted < 0n))
    throw invalid('validation.invalid', { field: 'amount' });
  const memberId = typeof body.memberId === 'number' ? body.memberId : 0;
  const member = await findMemberById(db, memberId);
  if (member === undefined) throw notFound();
  const operator = currentOperator(request);
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('player_limit')
      .select('amount')
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .forUpdate()
      .executeTakeFirst();
    const currentCents = current === undefined ? null : toCents(money(current.amount))!;
    const amount = wanted === null ? null : formatCents(wanted);
    if (wanted === currentCents) throw new OperatorRefusal('the limit already has that value');
    const lowers = wanted !== null && (currentCents === null || wanted < currentCents);
    if (lowers) {
      await write(trx, memberId, kind, amount, operator.id);
      await audit(trx, request, {
        target: { type: 'member', id: memberId },
        before: { kind, amount: current ? money(current.amount) : null },
        after: { kind, amount },
        reason,
      });
      return { applied: true, approvalId: null };
    }
    const approval = await insertApproval(trx, {
      kind: 'limitRaise',
      subject: `limit:${memberId}:${kind}`,
      member_id: memberId,
      amount: amount ?? money(current!.amount),
      currency: member.currency,
      payload: { memberId, kind, amount, from: current ? money(current.amount) : null },
      reason,
      prepared_by: operator.id,
    });
    if (approval === undefined)
      throw new OperatorRefusal('a raise of this limit is already waiting for approval');
    await audit(trx, request, {
      action: 'adminPlayerLimitPrepare',
      target: { type: 'member', id: memberId },
      before: { kind, amount: current ? money(current.amount) : null },
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
