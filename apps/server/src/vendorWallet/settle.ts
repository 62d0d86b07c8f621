import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { refused } from '../http/envelope.js';
import { returnContribution } from '../jackpots/index.js';
import { formatAtoms, money, toAtoms } from '../shared/money.js';
import { inTransaction, postLedger } from '../wallet/index.js';
import { type BatchLog, type SettledRow, type SettleKind, SettleQueue } from './batch.js';
import {
  type MoneyCall,
  type RollbackCall,
  ref,
  roundRef,
  type WalletAnswer,
  type WalletCall,
} from './calls.js';
import { explain, launchRefused } from './explain.js';
import './schema.js';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** The playable balance (cash plus bonus) of a live launch's member, and its game's jackpot if any. */
export async function walletBalance(db: Db, call: WalletCall): Promise<WalletAnswer> {
  const row = await sql<SettledRow & { jackpot: string | null }>`
    select coalesce(w.cash + w.bonus, 0) as balance, m.currency,
      (select trunc(jackpot_value(j.id, m.currency), coalesce(c.decimals, 2)) from jackpot j
        join game g on g.id = l.game_id and g.vendor = j.vendor and split_part(g.game_code, ':', 1) = j.game_type)
        as jackpot
    from game_launch l
    join member m on m.id = l.member_id
    left join currency c on c.code = m.currency
    left join wallet w on w.member_id = l.member_id
    where l.token_hash = ${call.tokenHash} and l.game_id = ${call.gameId} and l.vendor = ${call.vendor}
      and l.expires_at > now()`
    .execute(db)
    .then((result) => result.rows[0]);
  if (row === undefined) throw launchRefused();
  return {
    balance: money(row.balance, row.currency),
    currency: row.currency,
    ...(row.jackpot === null ? {} : { jackpot: money(row.jackpot, row.currency) }),
  };
}

/**
 * A bet in one statement, so one database round trip: `vendor_bet` (src/db/functions) checks the launch,
 * then its UPDATE locks the wallet row and takes the amount (cash first, then bonus) from the latest
 * balance, and the same statement books the ledger rows, the idempotency record and the round. A
 * repeated transaction id violates the vendor_transaction key and the whole statement is undone;
 * whatever matched nothing is explained afterwards by `explain`.
 */
export function betStatement(call: MoneyCall) {
  return sql<SettledRow>`select balance, currency from vendor_bet(${call.vendor}, ${call.tokenHash},
    ${call.gameId}, ${call.transactionId}, ${call.roundId}, ${call.amount}::numeric, ${call.currency ?? null}::text,
    ${ref(call.vendor, call.transactionId)}, ${roundRef(call.vendor, call.roundId)},
    ${call.countedAmount ?? null}::numeric, ${call.detail ?? null}::text)`;
}

/**
 * A win in one call (`vendor_win`, src/db/functions): it locks the member's wallet row first, then
 * settles the round once, split between cash and bonus by the stakes the round recorded (see
 * src/bonuses/README.md, Provenance). The launch may have expired: a round ends when it ends.
 */
export function winStatement(call: MoneyCall) {
  return sql<SettledRow>`select balance, currency from vendor_win(${call.vendor}, ${call.tokenHash},
    ${call.gameId}, ${call.transactionId}, ${call.roundId}, ${call.amount}::numeric, ${call.currency ?? null}::text,
    ${ref(call.vendor, call.transactionId)}, ${roundRef(call.vendor, call.roundId)})`;
}

/** One bet or win in its own statement; a repeated transaction id books nothing. */
async function settleOne(db: Db, kind: SettleKind, call: MoneyCall): Promise<SettledRow | undefined> {
  try {
    return (await (kind === 'BET' ? betStatement(call) : winStatement(call)).execute(db)).rows[0];
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/**
 * Two batches in the database at once: while one commits, the next is already being booked, and the
 * pool keeps its other connections for the rest of the app.
 */
const maxBatchesInFlight = 2;
/** Bounds one batch's statement and the time its calls hold their members' wallet rows. */
const maxBatch = 64;
const queues = new WeakMap<Db, SettleQueue>();

function queueFor(db: Db): SettleQueue {
  let queue = queues.get(db);
  if (queue === undefined) {
    queue = new SettleQueue(db, settleOne, maxBatchesInFlight, maxBatch);
    queues.set(db, queue);
  }
  return queue;
}

async function settle(db: Db, kind: SettleKind, call: MoneyCall, log?: BatchLog): Promise<WalletAnswer> {
  const row = db.isTransaction ? await settleOne(db, kind, call) : await queueFor(db).settle(kind, call, log);
  if (row !== undefined) {
    return {
      balance: money(row.balance, row.currency),
      currency: row.currency,
      transactionId: call.transactionId,
    };
  }
  return explain(db, kind, call, log);
}

/** `log` hears of a failed batch (src/vendorWallet/batch.ts); the route passes its request log. */
export function placeBet(db: Db, call: MoneyCall, log?: BatchLog): Promise<WalletAnswer> {
  return settle(db, 'BET', call, log);
}

export function settleWin(db: Db, call: MoneyCall, log?: BatchLog): Promise<WalletAnswer> {
  return settle(db, 'WIN', call, log);
}

/**
 * Returns a bet. The wallet row is locked first, so every later read in the transaction sees the
 * member's committed calls. A bet the casino never saw is recorded as VOID under the bet's own id, so
 * the late bet hits the key and is refused. A bet already rolled back (by another rollback id) is not
 * returned twice. A round that already has a win keeps its bets.
 */
export async function rollbackBet(db: Db, call: RollbackCall): Promise<WalletAnswer> {
  const launch = await db
    .selectFrom('game_launch')
    .innerJoin('member', 'member.id', 'game_launch.member_id')
    .select(['game_launch.member_id', 'game_launch.game_id', 'member.currency'])
    .where('token_hash', '=', call.tokenHash)
    .where('vendor', '=', call.vendor)
    .executeTakeFirst();
  if (launch === undefined || launch.game_id !== call.gameId) throw launchRefused();
  if (call.currency !== undefined && call.currency !== launch.currency)
    throw refused('wallet.currencyMismatch');
  const memberId = launch.member_id;
  const answer = (balance: string): WalletAnswer => ({
    balance: money(balance, launch.currency),
    currency: launch.currency,
    transactionId: call.transactionId,
  });

  return inTransaction(db, async (trx) => {
    const wallet = await trx
      .selectFrom('wallet')
      .select(sql<string>`cash + bonus`.as('balance'))
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (wallet === undefined) throw new Error('rollback for a launch without a wallet row');

    const booked = await trx
      .selectFrom('vendor_transaction')
      .selectAll()
      .where('vendor', '=', call.vendor)
      .where('transaction_id', '=', call.transactionId)
      .executeTakeFirst();
    if (booked !== undefined) {
      const same =
        booked.kind === 'ROLLBACK' &&
        booked.member_id === memberId &&
        booked.reference_id === call.referenceTransactionId;
      if (!same) throw refused('wallet.transactionConflict');
      return answer(booked.balance);
    }

    const record = (balance: string) =>
      trx
        .insertInto('vendor_transaction')
        .values({
          vendor: call.vendor,
          transaction_id: call.transactionId,
          kind: 'ROLLBACK',
          member_id: memberId,
          game_id: call.gameId,
          round_id: call.roundId,
          amount: call.amount ?? '0',
          reference_id: call.referenceTransactionId,
          balance,
        })
        .execute();

    const bet = await trx
      .selectFrom('vendor_transaction')
      .selectAll()
      .where('vendor', '=', call.vendor)
      .where('transaction_id', '=', call.referenceTransactionId)
      .forUpdate()
      .executeTakeFirst();
    if (bet === undefined) {
      await trx
        .insertInto('vendor_transaction')
        .values({
          vendor: call.vendor,
          transaction_id: call.referenceTransactionId,
          kind: 'VOID',
          member_id: memberId,
          game_id: call.gameId,
          round_id: call.roundId,
          amount: call.amount ?? '0',
          balance: wallet.balance,
        })
        .execute();
      await record(wallet.balance);
      return answer(wallet.balance);
    }
    if (bet.kind === 'VOID' || (bet.kind === 'BET' && bet.rolled_back)) {
      if (bet.member_id !== memberId) throw refused('wallet.transactionConflict');
      await record(wallet.balance);
      return answer(wallet.balance);
    }
    if (bet.kind !== 'BET' || bet.member_id !== memberId) throw refused('wallet.transactionConflict');
    if (call.amount !== undefined && toAtoms(call.amount) !== toAtoms(bet.amount)) {
      throw refused('wallet.transactionConflict');
    }
    // A jackpot the round paid is its win too: the stake it rests on stays taken.
    const won = await trx
      .selectFrom('vendor_transaction')
      .select('transaction_id')
      .where('vendor', '=', call.vendor)
      .where('member_id', '=', memberId)
      .where('round_id', '=', bet.round_id)
      .where((eb) =>
        eb.or([eb('kind', '=', 'WIN'), eb.and([eb('kind', '=', 'JACKPOT'), eb('amount', '>', '0')])]),
      )
      .executeTakeFirst();
    if (won !== undefined) {
      // The vendor rolls back an extra stake (a double or a split) it never had answered, and may only
      // get that rollback through after the hand's win: it is refunded, since the win rests on the
      // round's other live stake. The round's last live stake is never refunded after its win.
      const otherLive = await trx
        .selectFrom('vendor_transaction')
        .select('transaction_id')
        .where('vendor', '=', call.vendor)
        .where('member_id', '=', memberId)
        .where('round_id', '=', bet.round_id)
        .where('kind', '=', 'BET')
        .where('rolled_back', '=', false)
        .where('transaction_id', '<>', bet.transaction_id)
        .executeTakeFirst();
      if (otherLive === undefined) throw refused('wallet.roundHasWin');
    }

    // The bet recorded what it took from cash and from bonus, and whose bonus that was (migration 1801):
    // cash goes back to cash, the bonus part where bonus_share_to says (the grant while it is live, cash
    // up to the grant's win cap once it converted, nowhere once it was forfeited or expired); so does its
    // wagering (the active grant's wagering done is read off rolling_amount, migration 1700).
    // in 10^-8 units, the scale of every account currency's amounts (a BTC stake's satoshis)
    const takenCash = toAtoms(bet.cash_part ?? '0') ?? 0n;
    const takenBonus = toAtoms(bet.bonus_part ?? '0') ?? 0n;
    const bonusGrant = takenBonus > 0n ? bet.grant_id : null;
    const share = await sql<{ to_cash: string; to_bonus: string }>`
      select to_cash, to_bonus from bonus_share_to(${bonusGrant}::bigint, ${formatAtoms(takenBonus)}::numeric)`
      .execute(trx)
      .then((result) => result.rows[0]!);
    const fromBonus = toAtoms(share.to_bonus) ?? 0n;
    const fromCash = takenCash + (toAtoms(share.to_cash) ?? 0n);
    // What reaches no balance is still booked (returned, then taken off by a PROMOTION row), so the
    // ledger holds every rollback the vendor made.
    const forfeited = takenBonus - fromBonus - (toAtoms(share.to_cash) ?? 0n);
    const grant =
      bet.grant_id === null
        ? undefined
        : await trx
            .selectFrom('bonus_grant')
            .select('status')
            .where('id', '=', bet.grant_id)
            .executeTakeFirst();
    const rolling = grant?.status === 'ACTIVE' || grant?.status === 'MERGED' ? bet.rolling_reduced : '0';
    const updated = await sql<{ cash: string; bonus: string }>`
      update wallet set
        cash = cash + ${formatAtoms(fromCash)}::numeric,
        bonus = bonus + ${formatAtoms(fromBonus + forfeited)}::numeric,
        rolling_amount = rolling_amount + ${rolling}::numeric,
        wagered = wagered - ${bet.amount}::numeric,
        vip_lifetime_points = floor((wagered - ${bet.amount}::numeric) / 10)::integer,
        vip_points = vip_points
          - (vip_lifetime_points - floor((wagered - ${bet.amount}::numeric) / 10)::integer),
        updated_at = now()
      where member_id = ${memberId}
      returning cash, bonus`
      .execute(trx)
      .then((result) => result.rows[0]!);
    await postLedger(trx, {
      memberId,
      type: 'GAME_ROLLBACK',
      externalRef: ref(call.vendor, call.transactionId),
      referenceRef: ref(call.vendor, bet.transaction_id),
      gameId: bet.game_id,
      roundRef: roundRef(call.vendor, bet.round_id),
      entries: [
        { class: 1, amount: formatAtoms(fromCash) },
        { class: 2, amount: formatAtoms(fromBonus + forfeited), grantId: bet.grant_id },
      ],
    });
    await sql`select bonus_take_forfeited(${memberId}, ${ref(call.vendor, call.transactionId)},
      ${bet.grant_id}::bigint, ${bet.game_id}, ${roundRef(call.vendor, bet.round_id)},
      ${formatAtoms(forfeited)}::numeric)`.execute(trx);
    await returnContribution(trx, bet, launch.currency);
    await trx
      .updateTable('vendor_transaction')
      .set({ rolled_back: true })
      .where('vendor', '=', call.vendor)
      .where('transaction_id', '=', bet.transaction_id)
      .execute();
    await trx
      .updateTable('game_round')
      .set({
        bet_amount: sql`bet_amount - ${bet.amount}::numeric`,
        cash_stake: sql`cash_stake - ${formatAtoms(takenCash)}::numeric`,
        bonus_stake: sql`bonus_stake - ${formatAtoms(takenBonus)}::numeric`,
        updated_at: sql`now()`,
      })
      .where('vendor', '=', call.vendor)
      .where('member_id', '=', memberId)
      .where('round_id', '=', bet.round_id)
      .execute();
    const balance = formatAtoms((toAtoms(updated.cash) ?? 0n) + (toAtoms(updated.bonus) ?? 0n) - forfeited);
    await record(balance);
    return answer(balance);
  });
}
