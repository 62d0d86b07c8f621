import type { FastifyRequest } from 'fastify';
import { pageOfRows } from '../audit/index.js';
import { latestSessionsOf, revokeMemberSessions } from '../auth/sessionRepository.js';
import { activeGrant, bonusHistoryForOperator } from '../bonuses/grants.js';
import { latestNewsOf } from '../content/index.js';
import type { Db } from '../db/database.js';
import { latestOrdersOf } from '../deposits/index.js';
import { latestRoundsOf } from '../games/repository.js';
import { ApiError, ErrorCode, invalid, refused } from '../http/envelope.js';
import { parseListQuery } from '../http/listQuery.js';
import { isLang } from '../i18n/index.js';
import { sendPasswordReset } from '../mail/messages.js';
import {
  documentsOf,
  findMemberById,
  type MemberRow,
  searchMembers,
  setMemberEnabled,
} from '../members/index.js';
import {
  credit,
  debit,
  getBalances,
  memberLedger,
  TransactionClass,
  transactionTypes,
} from '../wallet/index.js';
import { formatCents, money, toCents } from '../wallet/money.js';
import { latestOfMember, toRecord } from '../withdrawals/index.js';
import {
  type ApprovalRow,
  approvalView,
  decideApproval,
  insertApproval,
  listApprovals,
  lockApproval,
  needsSecondOperator,
} from './approvals.js';
import { audit, OperatorRefusal } from './audited.js';
import { bodyOf, dayOf, pageArgs, pageOf, reasonOf, textOf } from './fields.js';
import { depositLimitsOf } from './limits.js';
import { rolePermissions } from './permissions.js';
import { currentOperator } from './session.js';

const notFound = () => new ApiError(ErrorCode.notFound, 'common.notFound');

async function memberOf(db: Db, value: unknown): Promise<MemberRow> {
  const member =
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 1
      ? await findMemberById(db, value)
      : undefined;
  if (member === undefined) throw notFound();
  return member;
}

const profileOf = (member: MemberRow) => ({
  id: member.id,
  username: member.username,
  email: member.email,
  firstName: member.first_name,
  lastName: member.last_name,
  birthday: member.birthday,
  mobile: `${member.mobile_prefix}${member.mobile}`,
  countryCode: member.country_code,
  city: member.city,
  address: member.address,
  currency: member.currency,
  lang: member.lang,
  enabled: member.enabled,
  activated: member.activated,
  credited: member.credited,
  memberType: member.member_type,
  createdAt: member.created_at.toISOString(),
});

export async function search(request: FastifyRequest) {
  const body = bodyOf(request);
  const { pageNum, pageSize } = pageArgs(body);
  const { rows, total } = await searchMembers(request.server.db, textOf(body.query), pageNum, pageSize);
  return pageOf(
    rows.map((member) => ({
      id: member.id,
      username: member.username,
      email: member.email,
      mobile: `${member.mobile_prefix}${member.mobile}`,
      currency: member.currency,
      countryCode: member.country_code,
      enabled: member.enabled,
      createdAt: member.created_at.toISOString(),
    })),
    total,
    pageNum,
    pageSize,
  );
}

const recent = 20;

/** One player's whole picture, each part from the domain that owns it. */
export async function get(request: FastifyRequest) {
  const { db } = request.server;
  const member = await memberOf(db, bodyOf(request).memberId);
  const [balances, deposits, cashOuts, rounds, sessions, news, notes, bonuses, approvals, auditRows] =
    await Promise.all([
      getBalances(db, member.id),
      latestOrdersOf(db, member.id, recent),
      latestOfMember(db, member.id, recent),
      latestRoundsOf(db, member.id, recent),
      latestSessionsOf(db, member.id, recent),
      latestNewsOf(db, member.id, recent),
      db
        .selectFrom('player_note as n')
        .innerJoin('operator as o', 'o.id', 'n.operator_id')
        .select(['n.id', 'n.text', 'n.created_at', 'o.username'])
        .where('n.member_id', '=', member.id)
        .orderBy('n.id', 'desc')
        .execute(),
      memberLedger(db, member.id, { class: TransactionClass.bonus }, 1, recent),
      listApprovals(db, undefined, member.id),
      pageOfRows(
        db,
        parseListQuery(
          { targetType: 'member', targetId: String(member.id), pageSize: recent },
          {
            filters: {
              targetType: { column: 'target_type', type: 'string' },
              targetId: { column: 'target_id', type: 'string' },
            },
            defaultOrder: [['id', 'desc']],
          },
        ),
      ),
    ]);
  const freeBonuses = await memberLedger(db, member.id, { class: TransactionClass.free }, 1, recent);
  const limits = await depositLimitsOf(db, member.id);
  return {
    profile: profileOf(member),
    balances,
    documents: documentsOf(member),
    deposits: deposits.map((order) => ({
      id: order.id,
      method: order.method,
      amount: money(order.amount),
      currency: order.currency,
      status: order.status,
      createTime: order.created_at.toISOString(),
    })),
    cashOuts: cashOuts.map((row) => ({ ...toRecord(row), status: row.status })),
    bonuses: [...bonuses.rows, ...freeBonuses.rows].sort((a, b) => b.id - a.id),
    ...(await bonusHistoryForOperator(db, member.id)),
    rounds,
    sessions,
    news,
    notes: notes.map((note) => ({
      id: note.id,
      text: note.text,
      operator: note.username,
      createdAt: note.created_at.toISOString(),
    })),
    approvals: approvals.map(approvalView),
    limits,
    audit: auditRows.content.map(auditView),
  };
}

export const auditView = (row: {
  id: string;
  at: Date;
  operator_name: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  outcome: string;
  hash: string;
}) => ({
  id: String(row.id),
  at: row.at.toISOString(),
  operator: row.operator_name,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  before: row.before,
  after: row.after,
  reason: row.reason,
  outcome: row.outcome,
  hash: row.hash,
});

/** The ledger with its filters: type, balance class, a date range. */
export async function ledger(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const member = await memberOf(db, body.memberId);
  const { pageNum, pageSize } = pageArgs(body);
  const type = textOf(body.type);
  if (type !== '' && !(transactionTypes as readonly string[]).includes(type)) {
    throw invalid('validation.invalid', { field: 'type' });
  }
  const { rows, total } = await memberLedger(
    db,
    member.id,
    {
      ...(type ? { type: type as (typeof transactionTypes)[number] } : {}),
      ...(typeof body.class === 'number' ? { class: body.class } : {}),
      ...(body.from ? { from: dayOf(body.from, 'from') } : {}),
      ...(body.to ? { to: new Date(dayOf(body.to, 'to').getTime() + 86_400_000) } : {}),
    },
    pageNum,
    pageSize,
  );
  return pageOf(rows, total, pageNum, pageSize);
}

/** Suspends (every session ends at once) or re-enables an account, with a reason. */
export async function setEnabled(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const enabled = body.enabled === 1 ? 1 : 0;
  const reason = reasonOf(body.reason);
  const member = await memberOf(db, body.memberId);
  return db.transaction().execute(async (trx) => {
    const changed = await setMemberEnabled(trx, member.id, enabled);
    if (changed === undefined) throw notFound();
    if (enabled === 0) await revokeMemberSessions(trx, member.id);
    await audit(trx, request, {
      target: { type: 'member', id: member.id },
      before: { enabled: changed.before.enabled },
      after: { enabled: changed.after.enabled },
      reason,
    });
    return profileOf(changed.after);
  });
}

/** Mails the member a password-reset link, as the forgotten-password call does. */
export async function passwordReset(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const reason = reasonOf(body.reason);
  const member = await memberOf(db, body.memberId);
  await sendPasswordReset(request.server, member, isLang(member.lang) ? member.lang : 'en');
  await audit(db, request, {
    target: { type: 'member', id: member.id },
    after: { passwordResetMailed: member.email },
    reason,
  });
  return null;
}

export async function noteAdd(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const member = await memberOf(db, body.memberId);
  const text = textOf(body.text);
  if (text === '' || text.length > 2000) throw invalid('validation.invalid', { field: 'text' });
  return db.transaction().execute(async (trx) => {
    const note = await trx
      .insertInto('player_note')
      .values({ member_id: member.id, operator_id: currentOperator(request).id, text })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await audit(trx, request, { target: { type: 'member', id: member.id }, after: { note: text } });
    return {
      id: note.id,
      text,
      operator: currentOperator(request).username,
      createdAt: note.created_at.toISOString(),
    };
  });
}

interface Adjustment {
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
async function book(db: Db, adjustment: Adjustment) {
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
  const cents = toCents(textOf(body.amount));
  if (cents === undefined || cents <= 0n) throw invalid('validation.invalid', { field: 'amount' });
  const requestId = textOf(body.requestId);
  if (!/^[A-Za-z0-9-]{8,64}$/.test(requestId)) throw invalid('validation.invalid', { field: 'requestId' });
  const adjustment: Adjustment = {
    memberId: member.id,
    type,
    class: balanceClass,
    direction,
    amount: formatCents(cents),
    requestId,
  };
  refuseUnownedBonus(adjustment);
  const operator = currentOperator(request);
  if (await needsSecondOperator(db, 'adjustment', adjustment.amount, member.currency)) {
    return db.transaction().execute(async (trx) => {
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
      if (approval === undefined)
        throw new OperatorRefusal('this adjustment is already waiting for approval');
      await audit(trx, request, {
        action: 'adminAdjustmentPrepare',
        target: { type: 'member', id: member.id },
        after: { ...adjustment, approvalId: approval.id, awaitingApproval: true },
        reason,
      });
      return { booked: false, approvalId: approval.id, balanceAfter: null };
    });
  }
  return db.transaction().execute(async (trx) => {
    const result = await book(trx, adjustment);
    await audit(trx, request, {
      target: { type: 'member', id: member.id },
      after: { ...adjustment, balanceAfter: result.balanceAfter, repeat: result.duplicate },
      reason,
    });
    return { booked: true, approvalId: null, balanceAfter: result.balanceAfter };
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
    const result = await book(trx, adjustment);
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
    const permission =
      row.kind === 'adjustment'
        ? 'adjustments.approve'
        : row.kind === 'limitRaise'
          ? 'limits.approve'
          : 'cashOuts.approve';
    if (!mine && !rolePermissions[operator.role].includes(permission)) {
      throw new ApiError(ErrorCode.forbidden, 'admin.forbidden');
    }
    const decided = await decideApproval(trx, row.id, mine ? 'withdrawn' : 'refused', operator.id, note);
    await audit(trx, request, {
      target:
        row.kind === 'cashOutPass'
          ? { type: 'withdrawal', id: row.subject.split(':')[1]! }
          : { type: 'member', id: row.member_id },
      before: { approvalId: row.id, status: 'pending' },
      after: { approvalId: row.id, status: decided.status },
      reason: note,
    });
    return approvalView(decided);
  });
}
