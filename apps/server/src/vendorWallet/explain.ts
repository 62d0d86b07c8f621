import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { tableLimitsIn } from '../games/index.js';
import { ApiError, ErrorCode, refused } from '../http/envelope.js';
import { type MessageKey, moneyParam } from '../i18n/index.js';
import { toAtoms } from '../shared/money.js';
import { money, playBlocked } from '../wallet/index.js';
import type { BatchLog, SettleKind } from './batch.js';
import { type MoneyCall, ref, type WalletAnswer } from './calls.js';
import { tellRefusedBet } from './refusals.js';

export const launchRefused = () => new ApiError(ErrorCode.session, 'wallet.launchInvalid');

/**
 * Why a bet or win statement changed nothing: a repeat of a booked call (answered as the first time),
 * a conflicting repeat, a bet already rolled back, a launch that is unknown or (for a bet) expired, the
 * player's own protection (told to its listener, refusals.ts), or a balance too small.
 */
export async function explain(
  db: Db,
  kind: SettleKind,
  call: MoneyCall,
  log?: BatchLog,
): Promise<WalletAnswer> {
  const launch = await db
    .selectFrom('game_launch')
    .innerJoin('member', 'member.id', 'game_launch.member_id')
    .select([
      'game_launch.member_id',
      'game_launch.game_id',
      'game_launch.expires_at',
      'member.currency',
      'member.enabled',
      'member.member_type',
    ])
    .where('token_hash', '=', call.tokenHash)
    .where('vendor', '=', call.vendor)
    .executeTakeFirst();
  if (launch === undefined || launch.game_id !== call.gameId) throw launchRefused();
  if (call.currency !== undefined && call.currency !== launch.currency)
    throw refused('wallet.currencyMismatch');
  const booked = await db
    .selectFrom('vendor_transaction')
    .selectAll()
    .where('vendor', '=', call.vendor)
    .where('transaction_id', '=', call.transactionId)
    .executeTakeFirst();
  if (booked !== undefined) {
    if (booked.kind === 'VOID' && kind === 'BET') throw refused('wallet.betRolledBack');
    const same =
      booked.kind === kind &&
      booked.member_id === launch.member_id &&
      toAtoms(booked.amount) === toAtoms(call.amount) &&
      booked.round_id === call.roundId &&
      (kind !== 'BET' || booked.detail === (call.detail ?? null));
    if (!same) throw refused('wallet.transactionConflict');
    return {
      balance: money(booked.balance, launch.currency),
      currency: launch.currency,
      transactionId: call.transactionId,
    };
  }
  if (kind === 'BET') {
    const member = { id: launch.member_id, enabled: launch.enabled, member_type: launch.member_type };
    if (await playBlocked(db, member)) throw refused('wallet.playerBlocked');
    // The protection centre's objection (a break, the session limit, a loss or stake limit), by the
    // same function the bet statement asked: migration 1900.
    const objection = await sql<{ reason: MessageKey | null }>`select protection_bet_refusal(
      ${launch.member_id}::integer, ${call.amount}::numeric) as reason`.execute(db);
    const reason = objection.rows[0]?.reason;
    if (reason) {
      const bet = { memberId: launch.member_id, reason, amount: call.amount, currency: launch.currency };
      await tellRefusedBet(db, { ...bet, transaction: ref(call.vendor, call.transactionId) }, log);
      throw refused(reason);
    }
    if (launch.expires_at.getTime() <= Date.now())
      throw new ApiError(ErrorCode.session, 'wallet.launchExpired');
    const table = await db
      .selectFrom('game')
      .select(['min_bet', 'max_bet'])
      .where('id', '=', call.gameId)
      .executeTakeFirstOrThrow();
    const limits = await tableLimitsIn(db, table, launch.currency);
    const stake = toAtoms(call.amount) ?? 0n;
    if (stake < (toAtoms(limits.minBet) ?? 0n) || stake > (toAtoms(limits.maxBet) ?? 0n)) {
      throw refused('wallet.tableLimit', {
        min: moneyParam(limits.minBet, launch.currency),
        max: moneyParam(limits.maxBet, launch.currency),
      });
    }
    const limit = await sql<{ max: string }>`select bonus_max_stake(${launch.currency}) as max
      where exists (select 1 from bonus_grant where member_id = ${launch.member_id} and status = 'ACTIVE')`
      .execute(db)
      .then((result) => result.rows[0]);
    if (limit !== undefined && (toAtoms(call.amount) ?? 0n) > (toAtoms(limit.max) ?? 0n)) {
      throw refused('wallet.bonusMaxStake', {
        max: moneyParam(money(limit.max, launch.currency), launch.currency),
      });
    }
    throw refused('wallet.insufficient');
  }
  // getLaunchUrl creates the wallet row, so a win of a known launch that books nothing has no live
  // stake in its round, or the round's win is settled already.
  throw new ApiError(ErrorCode.notFound, 'wallet.unknownRound');
}
