import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { ApiError, ErrorCode, refused } from '../http/envelope.js';
import { inTransaction } from '../wallet/ledger.js';
import { formatCents, type Money, money, toCents } from '../wallet/money.js';
import './schema.js';
import '../games/schema.js';
import '../wallet/schema.js';

/** A seamless-wallet call once its signature is checked; tokenHash is the launch token's hash. */
export interface WalletCall {
  vendor: string;
  tokenHash: string;
  gameId: number;
}

export interface MoneyCall extends WalletCall {
  transactionId: string;
  roundId: string;
  /** When sent, it must be the member's currency. */
  currency: string | undefined;
  /** Decimal string, at most 2 decimals (the contract's DecimalAmount). */
  amount: Money;
}

export interface RollbackCall extends WalletCall {
  transactionId: string;
  roundId: string;
  currency: string | undefined;
  referenceTransactionId: string;
  amount: Money | undefined;
}

export interface WalletAnswer {
  balance: Money;
  currency: string;
  transactionId?: string;
}

const ref = (vendor: string, transactionId: string) => `vendor:${vendor}:${transactionId}`;
const roundRef = (vendor: string, roundId: string) => `vendor:${vendor}:round:${roundId}`;

const launchRefused = () => new ApiError(ErrorCode.session, 'wallet.launchInvalid');

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

interface SettledRow {
  balance: string;
  currency: string;
}

/** The playable balance (cash plus bonus) of a live launch's member. */
export async function walletBalance(db: Db, call: WalletCall): Promise<WalletAnswer> {
  const row = await sql<SettledRow>`
    select coalesce(w.cash + w.bonus, 0) as balance, m.currency
    from game_launch l
    join member m on m.id = l.member_id
    left join wallet w on w.member_id = l.member_id
    where l.token_hash = ${call.tokenHash} and l.game_id = ${call.gameId} and l.vendor = ${call.vendor}
      and l.expires_at > now()`
    .execute(db)
    .then((result) => result.rows[0]);
  if (row === undefined) throw launchRefused();
  return { balance: money(row.balance), currency: row.currency };
}

/**
 * A bet in one statement, so one database round trip. The UPDATE is the statement that locks the
 * wallet row: under READ COMMITTED it re-reads the latest row after waiting for a concurrent change,
 * so the amount is checked and taken (cash first, then bonus) against the current balance, and it
 * reports the parts it took for the ledger rows booked by the same statement, with the idempotency
 * record and the round. (Reading the row in an earlier CTE with FOR UPDATE is not safe: the UPDATE
 * would then combine values from two row versions.) A repeated transaction id violates the
 * vendor_transaction key and the whole statement is undone; whatever matched nothing is explained
 * afterwards by `explain`.
 */
export function betStatement(call: MoneyCall) {
  const amount = call.amount;
  return sql<SettledRow>`
    with l as (
      select l.member_id from game_launch l join member m on m.id = l.member_id and m.enabled = 1
      where l.token_hash = ${call.tokenHash} and l.game_id = ${call.gameId} and l.vendor = ${call.vendor}
        and l.expires_at > now() and m.currency = coalesce(${call.currency ?? null}::text, m.currency)
    ),
    u as (
      update wallet w set
        cash = w.cash - least(w.cash, ${amount}::numeric),
        bonus = w.bonus - (${amount}::numeric - least(w.cash, ${amount}::numeric)),
        rolling_amount = w.rolling_amount - least(w.rolling_amount, ${amount}::numeric),
        wagered = w.wagered + ${amount}::numeric,
        vip_points = w.vip_points
          + (floor((w.wagered + ${amount}::numeric) / 10) - floor(w.wagered / 10))::integer,
        vip_lifetime_points = w.vip_lifetime_points
          + (floor((w.wagered + ${amount}::numeric) / 10) - floor(w.wagered / 10))::integer,
        last_cash_change = -least(w.cash, ${amount}::numeric),
        last_bonus_change = -(${amount}::numeric - least(w.cash, ${amount}::numeric)),
        last_rolling_change = -least(w.rolling_amount, ${amount}::numeric),
        updated_at = now()
      where w.member_id = (select member_id from l) and w.cash + w.bonus >= ${amount}::numeric
      returning w.member_id, w.cash, w.bonus, w.last_cash_change, w.last_bonus_change, w.last_rolling_change
    ),
    v as (
      insert into vendor_transaction
        (vendor, transaction_id, kind, member_id, game_id, round_id, amount, rolling_reduced, balance)
      select ${call.vendor}, ${call.transactionId}, 'BET', u.member_id, ${call.gameId}, ${call.roundId},
        ${amount}::numeric, -u.last_rolling_change, u.cash + u.bonus
      from u
    ),
    g as (
      insert into wallet_ledger
        (member_id, type, class, amount, balance_before, balance_after, external_ref, game_id, round_ref)
      select u.member_id, 'GAME_BET', x.class, x.change, x.after - x.change, x.after,
        ${ref(call.vendor, call.transactionId)}, ${call.gameId}, ${roundRef(call.vendor, call.roundId)}
      from u cross join lateral
        (values (1::smallint, u.last_cash_change, u.cash), (2::smallint, u.last_bonus_change, u.bonus))
        as x(class, change, after)
      where x.change < 0
    ),
    r as (
      insert into game_round (vendor, round_id, member_id, game_id, bet_amount)
      select ${call.vendor}, ${call.roundId}, u.member_id, ${call.gameId}, ${amount}::numeric from u
      on conflict (vendor, member_id, round_id)
      do update set bet_amount = game_round.bet_amount + excluded.bet_amount, updated_at = now()
    )
    select u.cash + u.bonus as balance, m.currency from u join member m on m.id = u.member_id`;
}

/**
 * A win in one statement. It goes back to the balances the round's stakes came from, in proportion
 * (all to cash when the round had no bonus stake), so a win cannot turn bonus money into cash. The
 * split depends only on the round's ledger rows, so the UPDATE adds it to whatever the balances are
 * by then. The launch may have expired: a round ends when it ends.
 */
export function winStatement(call: MoneyCall) {
  const amount = call.amount;
  const round = roundRef(call.vendor, call.roundId);
  return sql<SettledRow>`
    with l as (
      select l.member_id from game_launch l join member m on m.id = l.member_id
      where l.token_hash = ${call.tokenHash} and l.game_id = ${call.gameId} and l.vendor = ${call.vendor}
        and m.currency = coalesce(${call.currency ?? null}::text, m.currency)
    ),
    st as (
      select coalesce(sum(-amount) filter (where class = 1), 0) as cash_stake,
        coalesce(sum(-amount) filter (where class = 2), 0) as bonus_stake
      from wallet_ledger
      where member_id = (select member_id from l) and round_ref = ${round}
        and type in ('GAME_BET', 'GAME_ROLLBACK')
    ),
    c as (
      select case
          when st.bonus_stake <= 0 then ${amount}::numeric
          when st.cash_stake <= 0 then 0::numeric
          else trunc(${amount}::numeric * st.cash_stake / (st.cash_stake + st.bonus_stake), 2)
        end as to_cash
      from st
    ),
    d as (select c.to_cash, ${amount}::numeric - c.to_cash as to_bonus from c),
    u as (
      update wallet w set cash = w.cash + d.to_cash, bonus = w.bonus + d.to_bonus, updated_at = now()
      from d where w.member_id = (select member_id from l)
      returning w.member_id, w.cash, w.bonus, d.to_cash, d.to_bonus
    ),
    v as (
      insert into vendor_transaction (vendor, transaction_id, kind, member_id, game_id, round_id, amount, balance)
      select ${call.vendor}, ${call.transactionId}, 'WIN', u.member_id, ${call.gameId}, ${call.roundId},
        ${amount}::numeric, u.cash + u.bonus
      from u
    ),
    g as (
      insert into wallet_ledger
        (member_id, type, class, amount, balance_before, balance_after, external_ref, game_id, round_ref)
      select u.member_id, 'GAME_WIN', x.class, x.part, x.after - x.part, x.after,
        ${ref(call.vendor, call.transactionId)}, ${call.gameId}, ${round}
      from u cross join lateral (values (1::smallint, u.to_cash, u.cash), (2::smallint, u.to_bonus, u.bonus))
        as x(class, part, after)
      where x.part > 0
    ),
    r as (
      insert into game_round (vendor, round_id, member_id, game_id, win_amount)
      select ${call.vendor}, ${call.roundId}, u.member_id, ${call.gameId}, ${amount}::numeric from u
      on conflict (vendor, member_id, round_id)
      do update set win_amount = game_round.win_amount + excluded.win_amount, updated_at = now()
    )
    select u.cash + u.bonus as balance, m.currency from u join member m on m.id = u.member_id`;
}

/**
 * Why a bet or win statement changed nothing: a repeat of a booked call (answered as the first time),
 * a conflicting repeat, a bet already rolled back, a launch that is unknown or (for a bet) expired, or
 * a balance too small.
 */
async function explain(db: Db, kind: 'BET' | 'WIN', call: MoneyCall): Promise<WalletAnswer> {
  const launch = await db
    .selectFrom('game_launch')
    .innerJoin('member', 'member.id', 'game_launch.member_id')
    .select([
      'game_launch.member_id',
      'game_launch.game_id',
      'game_launch.expires_at',
      'member.currency',
      'member.enabled',
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
      toCents(booked.amount) === toCents(call.amount) &&
      booked.round_id === call.roundId;
    if (!same) throw refused('wallet.transactionConflict');
    return { balance: money(booked.balance), currency: launch.currency, transactionId: call.transactionId };
  }
  if (kind === 'BET') {
    if (launch.enabled !== 1) throw refused('wallet.playerBlocked');
    if (launch.expires_at.getTime() <= Date.now())
      throw new ApiError(ErrorCode.session, 'wallet.launchExpired');
    throw refused('wallet.insufficient');
  }
  // getLaunchUrl creates the wallet row, so a win of a known launch always finds one.
  throw new Error('win matched no wallet row');
}

async function settle(db: Db, kind: 'BET' | 'WIN', call: MoneyCall): Promise<WalletAnswer> {
  const statement = kind === 'BET' ? betStatement(call) : winStatement(call);
  try {
    const row = (await statement.execute(db)).rows[0];
    if (row !== undefined) {
      return { balance: money(row.balance), currency: row.currency, transactionId: call.transactionId };
    }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return explain(db, kind, call);
}

export function placeBet(db: Db, call: MoneyCall): Promise<WalletAnswer> {
  return settle(db, 'BET', call);
}

export function settleWin(db: Db, call: MoneyCall): Promise<WalletAnswer> {
  return settle(db, 'WIN', call);
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
    balance: money(balance),
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
    if (call.amount !== undefined && toCents(call.amount) !== toCents(bet.amount)) {
      throw refused('wallet.transactionConflict');
    }
    const won = await trx
      .selectFrom('vendor_transaction')
      .select('transaction_id')
      .where('vendor', '=', call.vendor)
      .where('member_id', '=', memberId)
      .where('round_id', '=', bet.round_id)
      .where('kind', '=', 'WIN')
      .executeTakeFirst();
    if (won !== undefined) throw refused('wallet.roundHasWin');

    // The bet's own ledger rows say how much came from cash and from bonus.
    const parts = await trx
      .selectFrom('wallet_ledger')
      .select(['class', 'amount'])
      .where('external_ref', '=', ref(call.vendor, bet.transaction_id))
      .where('member_id', '=', memberId)
      .execute();
    const fromCash = -(toCents(parts.find((part) => part.class === 1)?.amount ?? '0') ?? 0n);
    const fromBonus = -(toCents(parts.find((part) => part.class === 2)?.amount ?? '0') ?? 0n);
    const updated = await sql<{ cash: string; bonus: string }>`
      update wallet set
        cash = cash + ${formatCents(fromCash)}::numeric,
        bonus = bonus + ${formatCents(fromBonus)}::numeric,
        rolling_amount = rolling_amount + ${bet.rolling_reduced}::numeric,
        wagered = wagered - ${bet.amount}::numeric,
        vip_lifetime_points = floor((wagered - ${bet.amount}::numeric) / 10)::integer,
        vip_points = greatest(vip_points
          - (vip_lifetime_points - floor((wagered - ${bet.amount}::numeric) / 10)::integer), 0),
        updated_at = now()
      where member_id = ${memberId}
      returning cash, bonus`
      .execute(trx)
      .then((result) => result.rows[0]!);
    const cashAfter = toCents(updated.cash) ?? 0n;
    const bonusAfter = toCents(updated.bonus) ?? 0n;
    const rows = [
      { class: 1 as const, part: fromCash, after: cashAfter },
      { class: 2 as const, part: fromBonus, after: bonusAfter },
    ].filter((row) => row.part > 0n);
    for (const row of rows) {
      await trx
        .insertInto('wallet_ledger')
        .values({
          member_id: memberId,
          type: 'GAME_ROLLBACK',
          class: row.class,
          amount: formatCents(row.part),
          balance_before: formatCents(row.after - row.part),
          balance_after: formatCents(row.after),
          external_ref: ref(call.vendor, call.transactionId),
          reference_ref: ref(call.vendor, bet.transaction_id),
          game_id: bet.game_id,
          round_ref: roundRef(call.vendor, bet.round_id),
        })
        .execute();
    }
    await trx
      .updateTable('vendor_transaction')
      .set({ rolled_back: true })
      .where('vendor', '=', call.vendor)
      .where('transaction_id', '=', bet.transaction_id)
      .execute();
    await trx
      .updateTable('game_round')
      .set({ bet_amount: sql`bet_amount - ${bet.amount}::numeric`, updated_at: sql`now()` })
      .where('vendor', '=', call.vendor)
      .where('member_id', '=', memberId)
      .where('round_id', '=', bet.round_id)
      .execute();
    const balance = formatCents(cashAfter + bonusAfter);
    await record(balance);
    return answer(balance);
  });
}
