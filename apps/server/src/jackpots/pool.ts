import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { readSetting } from '../db/siteSettings.js';
import { ApiError, ErrorCode, refused } from '../http/envelope.js';
import { type Money, money, toCents } from '../shared/money.js';
import { ref, roundRef, type WalletCall } from '../vendorWallet/calls.js';
import { inTransaction, postLedger } from '../wallet/index.js';
import './schema.js';
import '../games/schema.js';
import '../vendorWallet/schema.js';
import '../wallet/schema.js';

/** The vendor's jackpot call: the round whose spin drew the trigger, under the call's own id. */
export interface JackpotCall extends WalletCall {
  transactionId: string;
  roundId: string;
  currency: string | undefined;
}

export interface JackpotAnswer {
  balance: Money;
  currency: string;
  transactionId: string;
  /** What the jackpot paid; '0.00' when the round could not win it. */
  amount: Money;
}

interface Bet {
  jackpot_id: string | null;
  jackpot_generation: number | null;
}

/**
 * The pool a round may take: every live bet of the round was wholly cash of a depositor (so carries the
 * generation it was staked in, migration 1500) for the same jackpot. Undefined otherwise: bonus money or
 * no deposit (spec 002 §5), or a game that feeds no jackpot.
 */
function claimedPool(bets: Bet[]): { jackpotId: string; generation: number } | undefined {
  const [first] = bets;
  if (first?.jackpot_id == null || first.jackpot_generation == null) return undefined;
  const same = bets.every(
    (bet) => bet.jackpot_id === first.jackpot_id && bet.jackpot_generation === first.jackpot_generation,
  );
  return same ? { jackpotId: first.jackpot_id, generation: first.jackpot_generation } : undefined;
}

/**
 * Decides and pays a jackpot claim in one transaction. The member's wallet row is locked first and the
 * pool row second, the order every bet and rollback takes them (migration 1500), so concurrent claims
 * queue on the pool: the first pays the pool and moves it to the next generation, and every other round
 * staked in the old generation is answered 0.00. The claim is recorded under its transaction id, paid
 * or not, so a repeat answers the same.
 */
export async function claimJackpot(db: Db, call: JackpotCall): Promise<JackpotAnswer> {
  const launch = await db
    .selectFrom('game_launch')
    .innerJoin('member', 'member.id', 'game_launch.member_id')
    .select(['game_launch.member_id', 'game_launch.game_id', 'member.currency'])
    .where('token_hash', '=', call.tokenHash)
    .where('vendor', '=', call.vendor)
    .executeTakeFirst();
  if (launch === undefined || launch.game_id !== call.gameId)
    throw new ApiError(ErrorCode.session, 'wallet.launchInvalid');
  if (call.currency !== undefined && call.currency !== launch.currency)
    throw refused('wallet.currencyMismatch');
  const memberId = launch.member_id;
  const answer = (balance: string, amount: string): JackpotAnswer => ({
    balance: money(balance),
    currency: launch.currency,
    transactionId: call.transactionId,
    amount: money(amount),
  });

  return inTransaction(db, async (trx) => {
    const wallet = await trx
      .selectFrom('wallet')
      .select(['cash', sql<string>`cash + bonus`.as('balance')])
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (wallet === undefined) throw new Error('jackpot claim for a launch without a wallet row');

    const booked = await trx
      .selectFrom('vendor_transaction')
      .selectAll()
      .where('vendor', '=', call.vendor)
      .where('transaction_id', '=', call.transactionId)
      .executeTakeFirst();
    if (booked !== undefined) {
      const same =
        booked.kind === 'JACKPOT' &&
        booked.member_id === memberId &&
        booked.game_id === call.gameId &&
        booked.round_id === call.roundId;
      if (!same) throw refused('wallet.transactionConflict');
      return answer(booked.balance, booked.amount);
    }

    const bets = await trx
      .selectFrom('vendor_transaction')
      .select(['jackpot_id', 'jackpot_generation'])
      .where('vendor', '=', call.vendor)
      .where('member_id', '=', memberId)
      .where('round_id', '=', call.roundId)
      .where('game_id', '=', call.gameId)
      .where('kind', '=', 'BET')
      .where('rolled_back', '=', false)
      .execute();
    if (bets.length === 0) throw new ApiError(ErrorCode.notFound, 'wallet.unknownRound');
    // One claim a round: a second id for the same round is a conflicting repeat.
    const claimed = await trx
      .selectFrom('vendor_transaction')
      .select('transaction_id')
      .where('vendor', '=', call.vendor)
      .where('member_id', '=', memberId)
      .where('round_id', '=', call.roundId)
      .where('kind', '=', 'JACKPOT')
      .executeTakeFirst();
    if (claimed !== undefined) throw refused('wallet.transactionConflict');

    const record = (amount: string, balance: string) =>
      trx
        .insertInto('vendor_transaction')
        .values({
          vendor: call.vendor,
          transaction_id: call.transactionId,
          kind: 'JACKPOT',
          member_id: memberId,
          game_id: call.gameId,
          round_id: call.roundId,
          amount,
          balance,
        })
        .execute();

    const pool = claimedPool(bets);
    const won = pool && (await takePool(trx, pool, launch.currency));
    if (won === undefined) {
      await record('0', wallet.balance);
      return answer(wallet.balance, '0');
    }

    const updated = await sql<{ cash: string; balance: string }>`
      update wallet set cash = cash + ${won.paid}::numeric, updated_at = now()
      where member_id = ${memberId}
      returning cash, cash + bonus as balance`
      .execute(trx)
      .then((result) => result.rows[0]!);
    // The spec's ledger has no jackpot type (002 §3): a jackpot is the round's win, on cash.
    await postLedger(trx, {
      memberId,
      type: 'GAME_WIN',
      externalRef: ref(call.vendor, call.transactionId),
      // Names the pool it came from: a round's jackpot is not a second payment of the round.
      referenceRef: `jackpot:${pool!.jackpotId}:${pool!.generation}`,
      gameId: call.gameId,
      roundRef: roundRef(call.vendor, call.roundId),
      entries: [{ class: 1, amount: toCents(won.paid) ?? 0n }],
    });
    await trx
      .updateTable('game_round')
      .set({ win_amount: sql`win_amount + ${won.paid}::numeric`, updated_at: sql`now()` })
      .where('vendor', '=', call.vendor)
      .where('member_id', '=', memberId)
      .where('round_id', '=', call.roundId)
      .execute();
    await record(won.paid, updated.balance);
    return answer(updated.balance, won.paid);
  });
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
 * to cents is paid, the pool goes back to the seed plus the sub-cent rest and the next generation.
 * Undefined when another round took this generation first (or the pool is empty).
 */
async function takePool(
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
    with v as (select jackpot_value(${pool.jackpotId}, ${currency}) as total)
    update jackpot_pool j
      set amount = jackpot_seed(${currency}) + (v.total - trunc(v.total, 2)),
        generation = j.generation + 1, last_won_at = now(), updated_at = now()
    from v
    where j.jackpot_id = ${pool.jackpotId} and j.currency = ${currency} and trunc(v.total, 2) > 0
    returning trunc(v.total, 2) as paid`
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
    select j.id, trunc(jackpot_value(j.id, ${currency}), 2) as amount,
      (select array_agg(g.id order by g.id) from game g
        where g.vendor = j.vendor and split_part(g.game_code, ':', 1) = j.game_type and g.enabled = 1) as game_ids
    from jackpot j
    order by j.id`.execute(db);
  return rows.rows.map((row) => ({
    id: row.id,
    amount: money(row.amount),
    currency,
    gameIds: (row.game_ids ?? []).map(Number),
  }));
}

/** The currency a guest sees the jackpots in. */
export async function defaultCurrency(db: Db): Promise<string> {
  return (await readSetting(db, 'defaultCurrency')) ?? 'USD';
}
