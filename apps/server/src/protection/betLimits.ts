import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { exponentOf, formatMinor, toMinor } from '../shared/money.js';
import { inTransaction } from '../wallet/index.js';
import { recordEvent } from './events.js';
import { limitsOf } from './limits.js';

/** A bet the wallet refused for the player's own protection, as the wallet tells it (app.ts wires the two). */
export interface RefusedBet {
  memberId: number;
  reason: string;
  amount: string;
  currency: string;
  /** The bet's ledger reference, vendor and transaction id: the same on every retry of it. */
  transaction: string;
}

/** The refusals that are limits the player set; a break or a held reality check is reported by itself. */
const limitFamily: Record<string, 'stake' | 'loss' | 'session'> = {
  'protection.stakeLimit': 'stake',
  'protection.lossLimit': 'loss',
  'protection.sessionLimit': 'session',
};

/**
 * Which limit of the family the stake passed and what its window had left: of the limits it passes,
 * the one with the least left (the tightest), as the window's figure protection_limit_used reads.
 */
async function passedLimit(
  db: Db,
  memberId: number,
  family: 'stake' | 'loss',
  stake: bigint,
  exponent: number,
) {
  const limits = (await limitsOf(db, memberId)).filter((limit) => limit.kind.startsWith(family));
  let tightest: { limitKind: string; limit: string; left: string } | undefined;
  let tightestLeft = 0n;
  for (const limit of limits) {
    const used = await sql<{ used: string }>`select protection_limit_used(${memberId}::integer,
      ${limit.kind}::text) as used`
      .execute(db)
      .then((result) => toMinor(result.rows[0]?.used ?? '0', exponent) ?? 0n);
    const cap = toMinor(limit.amount, exponent) ?? 0n;
    const left = cap > used ? cap - used : 0n;
    if (used + stake <= cap || (tightest !== undefined && left >= tightestLeft)) continue;
    tightest = { limitKind: limit.kind, limit: limit.amount, left: formatMinor(left, exponent) };
    tightestLeft = left;
  }
  return tightest ?? {};
}

async function sessionLimit(db: Db, memberId: number) {
  const preference = await db
    .selectFrom('protection_preference')
    .select('session_minutes')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return preference?.session_minutes == null ? {} : { minutes: preference.session_minutes };
}

/**
 * A bet refused over the player's stake, loss or session limit, kept for the operator's report of limit
 * hits as a refused deposit is: the refusal's key, the limit (its kind and amount, or the session's
 * minutes), the stake and what the window had left. The refused bet wrote nothing, so this is its own
 * short transaction. One row per refused transaction: a vendor retrying it adds none (two retries at
 * once wait for each other on the transaction's advisory lock).
 */
export async function recordBetLimitHit(db: Db, bet: RefusedBet): Promise<void> {
  const family = limitFamily[bet.reason];
  if (family === undefined) return;
  // In the account's decimals: a BTC stake and limit count their satoshi, not as no cents.
  const exponent = exponentOf(bet.currency);
  const stake = toMinor(bet.amount, exponent) ?? 0n;
  await inTransaction(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`limitHit:${bet.transaction}`}))`.execute(trx);
    const recorded = await trx
      .selectFrom('protection_event')
      .select('id')
      .where('member_id', '=', bet.memberId)
      .where('event', '=', 'limitHit')
      .where(sql<string>`detail ->> 'transaction'`, '=', bet.transaction)
      .executeTakeFirst();
    if (recorded !== undefined) return;
    const limit =
      family === 'session'
        ? await sessionLimit(trx, bet.memberId)
        : await passedLimit(trx, bet.memberId, family, stake, exponent);
    await recordEvent(trx, bet.memberId, 'limitHit', {
      key: bet.reason,
      ...limit,
      amount: formatMinor(stake, exponent),
      currency: bet.currency,
      transaction: bet.transaction,
    });
  });
}
