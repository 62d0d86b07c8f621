import { type Generated, type Selectable, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { readSetting } from '../db/siteSettings.js';
import { findCurrency } from '../reference/index.js';
import { exponentOf, formatCents, toCents, toMinor } from '../shared/money.js';
import { monthlyCapCents } from '../withdrawals/index.js';

export type ApprovalKind = 'cashOutPass' | 'adjustment' | 'limitRaise' | 'depositResolution';

export interface ApprovalRequestTable {
  id: Generated<number>;
  kind: ApprovalKind;
  /** What it is about: `withdrawal:<id>`, `adjustment:<request id>`. One open request each. */
  subject: string;
  member_id: number;
  amount: string;
  currency: string;
  payload: unknown;
  reason: string;
  status: Generated<'pending' | 'approved' | 'refused' | 'withdrawn'>;
  prepared_by: number;
  prepared_at: Generated<Date>;
  decided_by: number | null;
  decided_at: Date | null;
  decision_note: string | null;
}

export interface OperatorSoloActionTable {
  id: Generated<string>;
  operator_id: number;
  member_id: number;
  kind: 'cashOut' | 'adjustment';
  ref: string;
  amount: string;
  at: Generated<Date>;
}

export interface PlayerNoteTable {
  id: Generated<number>;
  member_id: number;
  operator_id: number;
  text: string;
  created_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    approval_request: ApprovalRequestTable;
    operator_solo_action: OperatorSoloActionTable;
    player_note: PlayerNoteTable;
  }
}

export type ApprovalRow = Selectable<ApprovalRequestTable>;

/**
 * Above these amounts a second operator approves what the first prepared (issue 19): a cash-out's
 * pass and a manual adjustment. Settings (administrator only), in one currency, converted into the
 * member's with the currency table's rates as the monthly payout cap is.
 */
export const thresholdSettings = {
  currency: 'backofficeApprovalCurrency',
  cashOut: 'backofficeCashOutApprovalAbove',
  adjustment: 'backofficeAdjustmentApprovalAbove',
} as const;
export const thresholdDefaults = { currency: 'EUR', cashOut: '1000.00', adjustment: '100.00' };

/** What one operator may move alone in a day over all players, in the threshold currency. */
export const dailyTotalSettings = {
  cashOut: 'backofficeCashOutDailyTotalAbove',
  adjustment: 'backofficeAdjustmentDailyTotalAbove',
} as const;
export const dailyTotalDefaults = { cashOut: '5000.00', adjustment: '500.00' };

/**
 * Whether an operator may move `amount` alone (issue 26 finding 3): the threshold counts what they
 * already moved alone today for this player, and a daily total counts all their players. When it
 * answers true it has recorded the move, in the caller's transaction, which must be the one that
 * books it; the operator's row is locked first, so fifty pieces at once are counted one by one.
 */
export async function claimSoloAction(
  db: Db,
  kind: 'cashOut' | 'adjustment',
  move: { operatorId: number; memberId: number; amount: string; currency: string; ref: string },
): Promise<boolean> {
  await db
    .selectFrom('operator')
    .select('id')
    .where('id', '=', move.operatorId)
    .forUpdate()
    .executeTakeFirst();
  const counted = await db
    .selectFrom('operator_solo_action')
    .select('id')
    .where('ref', '=', move.ref)
    .executeTakeFirst();
  if (counted !== undefined) return true;
  const thresholdCurrency = (await readSetting(db, thresholdSettings.currency)) ?? thresholdDefaults.currency;
  const threshold = (await readSetting(db, thresholdSettings[kind])) ?? thresholdDefaults[kind];
  const dailyTotal = (await readSetting(db, dailyTotalSettings[kind])) ?? dailyTotalDefaults[kind];
  const [to, from] = await Promise.all([
    findCurrency(db, thresholdCurrency),
    findCurrency(db, move.currency),
  ]);
  if (from === undefined || to === undefined) return false;
  // The amount in the threshold's currency (member rate over threshold rate, as the payout cap converts).
  const cents = monthlyCapCents(move.amount, from.exchange_rate, to.exchange_rate);
  const midnight = new Date();
  midnight.setUTCHours(0, 0, 0, 0);
  const sums = await db
    .selectFrom('operator_solo_action')
    .select([
      sql<string>`coalesce(sum(amount), 0)`.as('total'),
      sql<string>`coalesce(sum(amount) filter (where member_id = ${move.memberId}), 0)`.as('player'),
    ])
    .where('operator_id', '=', move.operatorId)
    .where('kind', '=', kind)
    .where('at', '>=', midnight)
    .executeTakeFirstOrThrow();
  const player = toCents(String(sums.player)) ?? 0n;
  const total = toCents(String(sums.total)) ?? 0n;
  if (cents + player >= (toCents(threshold) ?? 0n) || cents + total >= (toCents(dailyTotal) ?? 0n))
    return false;
  await db
    .insertInto('operator_solo_action')
    .values({
      operator_id: move.operatorId,
      member_id: move.memberId,
      kind,
      ref: move.ref,
      amount: sql`${formatCents(cents)}::numeric`,
    })
    .execute();
  return true;
}

/** Whether `amount` in `currency` reaches the threshold of `kind` and needs a second operator. */
export async function needsSecondOperator(
  db: Db,
  kind: 'cashOut' | 'adjustment',
  amount: string,
  currency: string,
): Promise<boolean> {
  const thresholdCurrency = (await readSetting(db, thresholdSettings.currency)) ?? thresholdDefaults.currency;
  const threshold = (await readSetting(db, thresholdSettings[kind])) ?? thresholdDefaults[kind];
  const [from, to] = await Promise.all([findCurrency(db, thresholdCurrency), findCurrency(db, currency)]);
  // In the account's minor units: a BTC amount keeps its satoshi.
  const exponent = exponentOf(currency);
  const units = toMinor(amount, exponent) ?? 0n;
  // An unknown rate cannot be compared: the safe answer is two people.
  if (from === undefined || to === undefined) return true;
  return units >= monthlyCapCents(threshold, from.exchange_rate, to.exchange_rate, exponent);
}

export async function insertApproval(
  db: Db,
  row: Omit<
    ApprovalRequestTable,
    'id' | 'status' | 'prepared_at' | 'decided_by' | 'decided_at' | 'decision_note'
  >,
): Promise<ApprovalRow | undefined> {
  return db
    .insertInto('approval_request')
    .values({ ...row, payload: sql`${JSON.stringify(row.payload)}::jsonb` })
    .onConflict((conflict) =>
      conflict.columns(['kind', 'subject']).where('status', '=', 'pending').doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
}

/** The open request about a subject, locked: of two operators deciding at once, one waits and finds it decided. */
export async function lockPending(
  db: Db,
  kind: ApprovalKind,
  subject: string,
): Promise<ApprovalRow | undefined> {
  return db
    .selectFrom('approval_request')
    .selectAll()
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}

export async function lockApproval(db: Db, id: number): Promise<ApprovalRow | undefined> {
  return db.selectFrom('approval_request').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The latest request about a subject, with who prepared and who decided it by name. */
export async function latestApproval(db: Db, kind: ApprovalKind, subject: string) {
  return db
    .selectFrom('approval_request as a')
    .innerJoin('operator as p', 'p.id', 'a.prepared_by')
    .leftJoin('operator as d', 'd.id', 'a.decided_by')
    .selectAll('a')
    .select(['p.username as prepared_by_name', 'd.username as decided_by_name'])
    .where('a.kind', '=', kind)
    .where('a.subject', '=', subject)
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function decideApproval(
  db: Db,
  id: number,
  status: 'approved' | 'refused' | 'withdrawn',
  decidedBy: number,
  note: string | null,
): Promise<ApprovalRow> {
  return db
    .updateTable('approval_request')
    .set({ status, decided_by: decidedBy, decided_at: sql`now()`, decision_note: note })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listApprovals(db: Db, status: string | undefined, memberId?: number) {
  let query = db
    .selectFrom('approval_request as a')
    .innerJoin('operator as p', 'p.id', 'a.prepared_by')
    .leftJoin('operator as d', 'd.id', 'a.decided_by')
    .selectAll('a')
    .select(['p.username as prepared_by_name', 'd.username as decided_by_name']);
  if (status) query = query.where('a.status', '=', status as 'pending');
  if (memberId !== undefined) query = query.where('a.member_id', '=', memberId);
  return query.orderBy('a.id', 'desc').limit(200).execute();
}

export async function pendingBySubject(db: Db, kind: ApprovalKind, subjects: string[]) {
  if (subjects.length === 0) return new Map<string, { id: number; preparedBy: string; preparedAt: string }>();
  const rows = await db
    .selectFrom('approval_request as a')
    .innerJoin('operator as p', 'p.id', 'a.prepared_by')
    .select(['a.id', 'a.subject', 'a.prepared_at', 'p.username'])
    .where('a.kind', '=', kind)
    .where('a.status', '=', 'pending')
    .where('a.subject', 'in', subjects)
    .execute();
  return new Map(
    rows.map((row) => [
      row.subject,
      { id: row.id, preparedBy: row.username, preparedAt: row.prepared_at.toISOString() },
    ]),
  );
}

export async function countPending(db: Db): Promise<number> {
  const row = await db
    .selectFrom('approval_request')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const approvalView = (
  row: ApprovalRow & { prepared_by_name?: string; decided_by_name?: string | null },
) => ({
  id: row.id,
  kind: row.kind,
  subject: row.subject,
  memberId: row.member_id,
  amount: row.amount,
  currency: row.currency,
  payload: row.payload,
  reason: row.reason,
  status: row.status,
  preparedBy: row.prepared_by_name ?? String(row.prepared_by),
  preparedAt: row.prepared_at.toISOString(),
  decidedBy: row.decided_by_name ?? (row.decided_by === null ? null : String(row.decided_by)),
  decidedAt: row.decided_at?.toISOString() ?? null,
  decisionNote: row.decision_note,
});
