import type { FastifyRequest } from 'fastify';
import { type AuditRow, pageOfRows } from '../audit/index.js';
import { latestSessionsOf, revokeMemberSessions } from '../auth/index.js';
import { bonusHistoryForOperator } from '../bonuses/index.js';
import { latestNewsOf } from '../content/index.js';
import type { Db } from '../db/database.js';
import { latestOrdersOf } from '../deposits/index.js';
import { latestRoundsOf } from '../games/index.js';
import { ApiError, ErrorCode, invalid } from '../http/envelope.js';
import { parseListQuery } from '../http/listQuery.js';
import { isLang, type Lang, langOf } from '../i18n/index.js';
import { sendPasswordReset } from '../mail/index.js';
import {
  documentsOf,
  findMemberById,
  type MemberRow,
  searchMembers,
  setMemberEnabled,
} from '../members/index.js';
import { depositLimitsOf } from '../protection/index.js';
import { money } from '../shared/money.js';
import { getBalances, memberLedger, TransactionClass, transactionTypes } from '../wallet/index.js';
import { latestOfMember, toRecord } from '../withdrawals/index.js';
import { approvalView, listApprovals } from './approvals.js';
import { audit, refusalReason } from './audited.js';
import { bodyOf, dayOf, pageArgs, pageOf, reasonOf, textOf } from './fields.js';
import { currentOperator } from './session.js';

const notFound = () => new ApiError(ErrorCode.notFound, 'common.notFound');

export async function memberOf(db: Db, value: unknown): Promise<MemberRow> {
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
  // Reading a player's record is audited as changes are (issue 26, finding 9): who looked at whom.
  await audit(db, request, { target: { type: 'member', id: member.id } });
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
    audit: auditRows.content.map(auditView(langOf(request))),
  };
}

/** An audit row as the back office shows it, a refusal's reason in the reader's language. */
export const auditView = (lang: Lang) => (row: AuditRow) => ({
  id: String(row.id),
  at: row.at.toISOString(),
  operator: row.operator_name,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  before: row.before,
  after: row.after,
  reason: refusalReason(lang, row.after) ?? row.reason,
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
