import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { invalid, refused } from '../http/envelope.js';
import { exponentOf, formatMinor, toAtoms, toMinor } from '../shared/money.js';
import { inTransaction, money } from '../wallet/index.js';
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

/**
 * The member's account currency: a limit is an amount of it, in its own decimals (8 for BTC), as the
 * deposits and bets it counts are.
 */
export async function limitCurrency(db: Db, memberId: number): Promise<string | null> {
  const member = await db
    .selectFrom('member')
    .select('currency')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return member?.currency ?? null;
}

export async function limitsOf(db: Db, memberId: number): Promise<LimitInForce[]> {
  const [rows, currency] = await Promise.all([
    db.selectFrom('player_limit').select(['kind', 'amount']).where('member_id', '=', memberId).execute(),
    limitCurrency(db, memberId),
  ]);
  return rows
    .map((row) => ({
      kind: row.kind,
      amount: money(row.amount, currency),
      hours: limitWindowHours[row.kind],
    }))
    .sort((a, b) => limitKinds.indexOf(a.kind) - limitKinds.indexOf(b.kind));
}

/** A player's deposit limits (the deposits domain checks each order against them). */
export async function depositLimitsOf(db: Db, memberId: number): Promise<LimitInForce[]> {
  return (await limitsOf(db, memberId)).filter((limit) => limit.kind.startsWith('deposit'));
}

/**
 * The value in force, locked for the caller's transaction; null without a limit. With the member's
 * currency it reads in exactly that currency's decimals, as the player's new value is written.
 */
export async function lockLimit(
  db: Db,
  memberId: number,
  kind: LimitKind,
  currency?: string | null,
): Promise<string | null> {
  const row = await db
    .selectFrom('player_limit')
    .select('amount')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirst();
  return row === undefined ? null : money(row.amount, currency);
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

/** Compared at the database's scale, so the satoshi of a BTC limit count as a fiat limit's cents do. */
const atoms = (amount: string | null) => (amount === null ? null : toAtoms(amount)!);

/** A new value lowers the limit when there was none or it is smaller. */
export const lowers = (from: string | null, to: string | null) =>
  to !== null && (from === null || atoms(to)! < atoms(from)!);

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
  const currency = await limitCurrency(db, memberId);
  const exponent = exponentOf(currency);
  // In the account's decimals: 0.00012345 is a BTC limit; a third decimal is no fiat amount.
  const units = amount === null ? null : toMinor(amount, exponent);
  if (units === undefined || (units !== null && units < 0n))
    throw invalid('validation.invalid', { field: 'amount' });
  const wanted = units === null ? null : formatMinor(units, exponent);
  return inTransaction(db, async (trx) => {
    const current = await lockLimit(trx, memberId, kind, currency);
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
  const currency = await limitCurrency(db, memberId);
  await inTransaction(db, async (trx) => {
    const current = await lockLimit(trx, memberId, kind, currency);
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
    const from = change.from_amount === null ? null : money(change.from_amount, currency);
    if (from !== current) {
      await closePending(trx, memberId, kind, 'stale', now);
      throw refused('protection.changeStale');
    }
    const to = change.amount === null ? null : money(change.amount, currency);
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
  const [inForce, pending, currency] = await Promise.all([
    limitsOf(db, memberId),
    db
      .selectFrom('player_limit_change')
      .select(['kind', 'amount', 'effective_at'])
      .where('member_id', '=', memberId)
      .where('status', '=', 'pending')
      .execute(),
    limitCurrency(db, memberId),
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
              amount: change.amount === null ? null : money(change.amount, currency),
              effectiveAt: change.effective_at.toISOString(),
              confirmable: change.effective_at <= now,
            },
    };
  });
}
