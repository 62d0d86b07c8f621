import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { readSetting } from '../db/siteSettings.js';
import { type Money, money } from '../shared/money.js';
import './schema.js';

interface Bet {
  jackpot_id: string | null;
  jackpot_generation: number | null;
}

/**
 * The pool a round may take: every live bet of the round was wholly cash of a depositor (so carries the
 * generation it was staked in, migration 1500) for the same jackpot. Undefined otherwise: bonus money or
 * no deposit (spec 002 §5), or a game that feeds no jackpot.
 */
export function claimedPool(bets: Bet[]): { jackpotId: string; generation: number } | undefined {
  const [first] = bets;
  if (first?.jackpot_id == null || first.jackpot_generation == null) return undefined;
  const same = bets.every(
    (bet) => bet.jackpot_id === first.jackpot_id && bet.jackpot_generation === first.jackpot_generation,
  );
  return same ? { jackpotId: first.jackpot_id, generation: first.jackpot_generation } : undefined;
}

/**
 * A rolled-back bet was no bet: its contribution leaves the pool (never below zero, when the pool was
 * won since and reset). Called after the bet's wallet row was locked, as the lock order wants.
 */
export async function returnContribution(
  db: Db,
  bet: {
    member_id: number;
    jackpot_id: string | null;
    jackpot_contribution: string;
    jackpot_generation: number | null;
  },
  currency: string,
): Promise<void> {
  if (bet.jackpot_id === null || Number(bet.jackpot_contribution) === 0) return;
  const jackpotId = bet.jackpot_id;
  // The share the bet was added to (migration 1500: a member's bets go to share member id mod 64), while
  // the pool is still at the generation it was added to: once a round won that generation, the
  // contribution was paid out with it, and taking it from the next one would take other players' money.
  await db
    .updateTable('jackpot_pool_share')
    .set({ amount: sql`greatest(amount - ${bet.jackpot_contribution}::numeric, 0)` })
    .where('jackpot_id', '=', jackpotId)
    .where('currency', '=', currency)
    .where('share', '=', bet.member_id % 64)
    .where(({ not, exists, selectFrom, lit }) =>
      bet.jackpot_generation === null
        ? lit(true)
        : // No pool row yet is the first generation (vendor_bet reads it the same way).
          not(
            exists(
              selectFrom('jackpot_pool')
                .select('generation')
                .where('jackpot_id', '=', jackpotId)
                .where('currency', '=', currency)
                .where('generation', '<>', bet.jackpot_generation),
            ),
          ),
    )
    .execute();
}

/**
 * Pays out a pool still at the generation the round was staked in: the pool row is created if no one
 * won it yet, locked, then its shares in order (the lock order of migration 1500); the whole value cut
 * to the currency's minor unit (cents, satoshis) is paid, the pool goes back to the seed plus the rest
 * below it and the next generation.
 * Undefined when another round took this generation first (or the pool is empty).
 */
export async function takePool(
  trx: Db,
  pool: { jackpotId: string; generation: number },
  currency: string,
): Promise<{ paid: string } | undefined> {
  await sql`insert into jackpot_pool (jackpot_id, currency, amount)
    values (${pool.jackpotId}, ${currency}, jackpot_seed(${currency})) on conflict do nothing`.execute(trx);
  const locked = await sql<{ generation: number }>`select generation from jackpot_pool
    where jackpot_id = ${pool.jackpotId} and currency = ${currency} for update`.execute(trx);
  if (locked.rows[0]?.generation !== pool.generation) return undefined;
  await sql`select share from jackpot_pool_share
    where jackpot_id = ${pool.jackpotId} and currency = ${currency} order by share for update`.execute(trx);
  const won = await sql<{ paid: string }>`
    with v as (select trunc(t.total, coalesce(c.decimals, 2)) as paid, t.total
      from (select jackpot_value(${pool.jackpotId}, ${currency}) as total) t
      left join currency c on c.code = ${currency})
    update jackpot_pool j
      set amount = jackpot_seed(${currency}) + (v.total - v.paid),
        generation = j.generation + 1, last_won_at = now(), updated_at = now()
    from v
    where j.jackpot_id = ${pool.jackpotId} and j.currency = ${currency} and v.paid > 0
    returning v.paid as paid`
    .execute(trx)
    .then((result) => result.rows[0]);
  if (won === undefined) return undefined;
  await sql`update jackpot_pool_share set amount = 0
    where jackpot_id = ${pool.jackpotId} and currency = ${currency}`.execute(trx);
  return won;
}

export interface JackpotValue {
  id: string;
  amount: Money;
  currency: string;
  gameIds: number[];
}

/** Every jackpot's value in one currency, with the enabled games that feed it; the seed before any bet. */
export async function jackpotValues(db: Db, currency: string): Promise<JackpotValue[]> {
  const rows = await sql<{ id: string; amount: string; game_ids: number[] | null }>`
    select j.id, trunc(jackpot_value(j.id, ${currency}),
        coalesce((select c.decimals from currency c where c.code = ${currency}), 2)) as amount,
      (select array_agg(g.id order by g.id) from game g
        where g.vendor = j.vendor and split_part(g.game_code, ':', 1) = j.game_type and g.enabled = 1) as game_ids
    from jackpot j
    order by j.id`.execute(db);
  return rows.rows.map((row) => ({
    id: row.id,
    amount: money(row.amount, currency),
    currency,
    gameIds: (row.game_ids ?? []).map(Number),
  }));
}

/** The currency a guest sees the jackpots in. */
export async function defaultCurrency(db: Db): Promise<string> {
  return (await readSetting(db, 'defaultCurrency')) ?? 'USD';
}
