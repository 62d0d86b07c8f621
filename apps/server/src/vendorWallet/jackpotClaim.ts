import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { ApiError, ErrorCode, refused } from '../http/envelope.js';
import { claimedPool, takePool } from '../jackpots/index.js';
import { type Money, money } from '../shared/money.js';
import { inTransaction, postLedger } from '../wallet/index.js';
import { ref, roundRef, type WalletCall } from './calls.js';
import './schema.js';

/*
 * The jackpot call (apps/house-vendor/PROTOCOL.md): settled like the other wallet calls, on the wallet
 * row and under its transaction id; which pool a round may take, and taking it, are the jackpots'.
 */

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
    balance: money(balance, launch.currency),
    currency: launch.currency,
    transactionId: call.transactionId,
    amount: money(amount, launch.currency),
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
      entries: [{ class: 1, amount: won.paid }],
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
