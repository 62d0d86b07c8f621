import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { refused } from '../http/envelope.js';
import { formatCents, inTransaction, money, toCents } from '../wallet/index.js';
import { recordEvent } from './events.js';
import { jurisdictionOf } from './presets.js';
import { type LimitKind, limitKinds } from './schema.js';

/** The rolling window each limit counts over: 24 hours, 7 days, 30 days. */
export const limitWindowHours: Record<LimitKind, number> = Object.fromEntries(
  limitKinds.map((kind) => [kind, kind.endsWith('Day') ? 24 : kind.endsWith('Week') ? 168 : 720]),
) as Record<LimitKind, number>;

export const isLimitKind = (value: unknown): value is LimitKind => limitKinds.some((kind) => kind === value);

export interface LimitInForce {
  kind: LimitKind;
  amount: string;
  hours: number;
}

export async function limitsOf(db: Db, memberId: number): Promise<LimitInForce[]> {
  const rows = await db
    .selectFrom('player_limit')
    .select(['kind', 'amount'])
    .where('member_id', '=', memberId)
    .execute();
  return rows
    .map((row) => ({ kind: row.kind, amount: money(row.amount), hours: limitWindowHours[row.kind] }))
    .sort((a, b) => limitKinds.indexOf(a.kind) - limitKinds.indexOf(b.kind));
}

/** A player's deposit limits (the deposits domain checks each order against them). */
export async function depositLimitsOf(db: Db, memberId: number): Promise<LimitInForce[]> {
  return (await limitsOf(db, memberId)).filter((limit) => limit.kind.startsWith('deposit'));
}

/** The value in force, locked for the caller's transaction; null without a limit. */
export async function lockLimit(db: Db, memberId: number, kind: LimitKind): Promise<string | null> {
  const row = await db
    .selectFrom('player_limit')
    .select('amount')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirst();
  return row === undefined ? null : money(row.amount);
}

/** Writes (or with null removes) one limit; the caller has decided it may. */
export async function writeLimit(
  db: Db,
  memberId: number,
  kind: LimitKind,
  amount: string | null,
  operatorId: number | null,
): Promise<void> {
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

const cents = (amount: string | null) => (amount === null ? null : toCents(amount)!);

/** A new value lowers the limit when there was none or it is smaller. */
export const lowers = (from: string | null, to: string | null) =>
  to !== null && (from === null || cents(to)! < cents(from)!);

async function closePending(
  db: Db,
  memberId: number,
  kind: LimitKind,
  status: 'canceled' | 'stale',
  now: Date,
) {
  await db
    .updateTable('player_limit_change')
    .set({ status, decided_at: now })
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * The player changes a limit. A decrease applies at once (and drops a raise waiting); an increase or
 * removal waits the jurisdiction's cooling period, then needs the player's confirmation.
 */
export async function requestLimit(
  db: Db,
  memberId: number,
  kind: LimitKind,
  amount: string | null,
  now = new Date(),
): Promise<{ applied: boolean }> {
  const wanted = amount === null ? null : formatCents(toCents(amount)!);
  return inTransaction(db, async (trx) => {
    const current = await lockLimit(trx, memberId, kind);
    if (wanted === current) throw refused('protection.limitUnchanged');
    await closePending(trx, memberId, kind, 'canceled', now);
    if (lowers(current, wanted)) {
      await writeLimit(trx, memberId, kind, wanted, null);
      await recordEvent(trx, memberId, 'limitLowered', { kind, from: current, to: wanted });
      return { applied: true };
    }
    const { coolingHours } = await jurisdictionOf(trx);
    const effectiveAt = new Date(now.getTime() + coolingHours * 3_600_000);
    await trx
      .insertInto('player_limit_change')
      .values({
        member_id: memberId,
        kind,
        amount: wanted,
        from_amount: current,
        requested_at: now,
        effective_at: effectiveAt,
        decided_at: null,
      })
      .execute();
    await recordEvent(trx, memberId, 'limitRaiseAsked', { kind, from: current, to: wanted, effectiveAt });
    return { applied: false };
  });
}

/**
 * The player confirms a raise or removal after its wait. It applies only while the value it was asked
 * from is still in force: a limit lowered since makes it stale (the player asks again).
 */
export async function confirmLimit(
  db: Db,
  memberId: number,
  kind: LimitKind,
  now = new Date(),
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const current = await lockLimit(trx, memberId, kind);
    const change = await trx
      .selectFrom('player_limit_change')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .where('status', '=', 'pending')
      .forUpdate()
      .executeTakeFirst();
    if (change === undefined) throw refused('protection.noPendingChange');
    if (change.effective_at > now)
      throw refused('protection.stillCooling', { at: change.effective_at.toISOString() });
    const from = change.from_amount === null ? null : money(change.from_amount);
    if (from !== current) {
      await closePending(trx, memberId, kind, 'stale', now);
      throw refused('protection.changeStale');
    }
    const to = change.amount === null ? null : money(change.amount);
    await writeLimit(trx, memberId, kind, to, null);
    await trx
      .updateTable('player_limit_change')
      .set({ status: 'applied', decided_at: now })
      .where('id', '=', change.id)
      .execute();
    await recordEvent(trx, memberId, 'limitRaised', { kind, from, to });
  });
}

export async function cancelLimitChange(db: Db, memberId: number, kind: LimitKind, now = new Date()) {
  await closePending(db, memberId, kind, 'canceled', now);
}

export interface LimitView {
  kind: LimitKind;
  hours: number;
  amount: string | null;
  pending: { amount: string | null; effectiveAt: string; confirmable: boolean } | null;
}

/** Every kind, with its value in force (null: none) and the raise or removal waiting, if any. */
export async function limitViews(db: Db, memberId: number, now = new Date()): Promise<LimitView[]> {
  const [inForce, pending] = await Promise.all([
    limitsOf(db, memberId),
    db
      .selectFrom('player_limit_change')
      .select(['kind', 'amount', 'effective_at'])
      .where('member_id', '=', memberId)
      .where('status', '=', 'pending')
      .execute(),
  ]);
  return limitKinds.map((kind) => {
    const change = pending.find((row) => row.kind === kind);
    return {
      kind,
      hours: limitWindowHours[kind],
      amount: inForce.find((limit) => limit.kind === kind)?.amount ?? null,
      pending:
        change === undefined
          ? null
          : {
              amount: change.amount === null ? null : money(change.amount),
              effectiveAt: change.effective_at.toISOString(),
              confirmable: change.effective_at <= now,
            },
    };
  });
}
