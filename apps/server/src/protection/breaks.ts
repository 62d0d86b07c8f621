import { createHash } from 'node:crypto';
import type { Db } from '../db/database.js';
import { refused } from '../http/envelope.js';
import { inTransaction } from '../wallet/index.js';
import { recordEvent } from './events.js';
import type { BreakKind, ProtectionBreakTable, SignalKind } from './schema.js';

/** The lengths a player chooses from (RTS 13, SR code 3.5.3): a time-out in hours, an exclusion in months. */
export const timeOutHours = { '24h': 24, '7d': 168, '30d': 720, '6w': 1008 } as const;
export const exclusionMonths = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 } as const;
export type TimeOutPeriod = keyof typeof timeOutHours;
export type ExclusionPeriod = keyof typeof exclusionMonths;

/** A self-excluded or closed account comes back only this long after asking. */
export const RETURN_WAIT_HOURS = 24;

export interface BreakView {
  kind: BreakKind;
  startedAt: string;
  endsAt: string | null;
  liftedAt: string | null;
  returnRequestedAt: string | null;
}

const view = (
  row: Pick<ProtectionBreakTable, 'kind' | 'started_at' | 'ends_at' | 'lifted_at' | 'return_requested_at'>,
): BreakView => ({
  kind: row.kind,
  startedAt: row.started_at.toISOString(),
  endsAt: row.ends_at?.toISOString() ?? null,
  liftedAt: row.lifted_at?.toISOString() ?? null,
  returnRequestedAt: row.return_requested_at?.toISOString() ?? null,
});

/** The break in force, the one lasting longest first; undefined when the account may play. */
export async function activeBreak(db: Db, memberId: number, now = new Date()) {
  const rows = await db
    .selectFrom('protection_break')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('started_at', '<=', now)
    .where((eb) => eb.or([eb('lifted_at', 'is', null), eb('lifted_at', '>', now)]))
    .execute();
  const end = (row: (typeof rows)[number]) => row.lifted_at?.getTime() ?? Number.POSITIVE_INFINITY;
  const [longest] = rows.sort((a, b) => end(b) - end(a));
  return longest === undefined ? undefined : { id: longest.id, ...view(longest) };
}

export async function breaksOf(
  db: Db,
  memberId: number,
): Promise<(BreakView & { operatorId: number | null; reason: string | null })[]> {
  const rows = await db
    .selectFrom('protection_break')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...view(row), operatorId: row.operator_id, reason: row.reason }));
}

/** The refusal an account on a break gets, naming when it ends (null: only on the player's request). */
export function breakRefusal(active: BreakView) {
  const until = active.liftedAt ?? active.endsAt;
  return refused(until === null ? 'protection.closedAccount' : 'protection.onBreakUntil', {
    kind: active.kind,
    until: until ?? '',
  });
}

export async function refuseOnBreak(db: Db, memberId: number, now = new Date()): Promise<void> {
  const active = await activeBreak(db, memberId, now);
  if (active !== undefined) throw breakRefusal(active);
}

/**
 * A time-out: a new row, so a break in force is never cut short; a shorter one asked during a longer
 * one is refused rather than silently ignored.
 */
export async function takeTimeOut(
  db: Db,
  memberId: number,
  period: TimeOutPeriod,
  options: { now?: Date; operatorId?: number; reason?: string } = {},
): Promise<BreakView> {
  const now = options.now ?? new Date();
  const endsAt = new Date(now.getTime() + timeOutHours[period] * 3_600_000);
  return inTransaction(db, async (trx) => {
    await lockMember(trx, memberId);
    const active = await activeBreak(trx, memberId, now);
    if (active !== undefined && (active.liftedAt === null || new Date(active.liftedAt) >= endsAt))
      throw breakRefusal(active);
    const row = await trx
      .insertInto('protection_break')
      .values({
        member_id: memberId,
        kind: 'timeOut',
        started_at: now,
        ends_at: endsAt,
        lifted_at: endsAt,
        return_requested_at: null,
        operator_id: options.operatorId ?? null,
        reason: options.reason ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordEvent(trx, memberId, 'timeOut', { period, endsAt }, options.operatorId ?? null);
    return view(row);
  });
}

/** Breaks of one member are decided one at a time (two tabs asking at once). */
async function lockMember(db: Db, memberId: number) {
  await db.selectFrom('member').select('id').where('id', '=', memberId).forUpdate().execute();
}

const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/** Starts a self-exclusion (a length in months) or a closure (no end): the row only, the effects are the caller's. */
export async function startExclusion(
  db: Db,
  memberId: number,
  kind: 'selfExclusion' | 'closure',
  period: ExclusionPeriod | null,
  now = new Date(),
): Promise<BreakView> {
  const endsAt = period === null ? null : addMonths(now, exclusionMonths[period]);
  await lockMember(db, memberId);
  const active = await activeBreak(db, memberId, now);
  if (active !== undefined && active.kind !== 'timeOut') throw breakRefusal(active);
  const row = await db
    .insertInto('protection_break')
    .values({
      member_id: memberId,
      kind,
      started_at: now,
      ends_at: endsAt,
      lifted_at: null,
      return_requested_at: null,
      operator_id: null,
      reason: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordEvent(db, memberId, kind, { period, endsAt });
  return view(row);
}

/**
 * The player asks to come back: allowed once the exclusion's chosen end has passed (a closure at any
 * time); play resumes 24 hours later.
 */
export async function requestReturn(db: Db, memberId: number, now = new Date()): Promise<BreakView> {
  return inTransaction(db, async (trx) => {
    await lockMember(trx, memberId);
    const active = await activeBreak(trx, memberId, now);
    if (active === undefined || active.kind === 'timeOut') throw refused('protection.noBreakToEnd');
    if (active.returnRequestedAt !== null) throw breakRefusal(active);
    if (active.endsAt !== null && new Date(active.endsAt) > now) throw breakRefusal(active);
    const liftedAt = new Date(now.getTime() + RETURN_WAIT_HOURS * 3_600_000);
    const row = await trx
      .updateTable('protection_break')
      .set({ return_requested_at: now, lifted_at: liftedAt })
      .where('id', '=', active.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordEvent(trx, memberId, 'returnAsked', { liftedAt });
    return view(row);
  });
}

/** Same scheme as the bonus signals (sha256 of kind and normalised value), so the two can be compared. */
export const signalHash = (kind: SignalKind, value: string) =>
  createHash('sha256').update(`${kind}:${value}`).digest('hex');
