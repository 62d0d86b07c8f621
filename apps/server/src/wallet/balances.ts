import type { Db } from '../db/database.js';
import { formatCents, type Money, money, toCents } from '../shared/money.js';
import { vipLevelFor } from './vip.js';
import './schema.js';

export type { Money } from '../shared/money.js';

export interface Balances {
  /** Cash plus bonus: what can be played (the contract's availableBalance). */
  availableBalance: Money;
  withdrawableBalance: Money;
  bonusBalance: Money;
  giftBonus: Money;
  rollingAmount: Money;
  /** Wagered so far less what cash-outs used up: a cash-out may not exceed half of it. */
  wageredAmount: Money;
  vipPoints: number;
  vipLifeTimePoints: number;
  vipLevel: number;
}

export interface WalletState {
  cash: bigint;
  bonus: bigint;
  giftBonus: bigint;
  rollingAmount: bigint;
  wageredAmount: bigint;
  vipPoints: number;
  vipLifeTimePoints: number;
}

export async function readWallet(db: Db, memberId: number): Promise<WalletState> {
  const row = await db.selectFrom('wallet').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  if (row === undefined) {
    return {
      cash: 0n,
      bonus: 0n,
      giftBonus: 0n,
      rollingAmount: 0n,
      wageredAmount: 0n,
      vipPoints: 0,
      vipLifeTimePoints: 0,
    };
  }
  return {
    cash: toCents(row.cash) ?? 0n,
    bonus: toCents(row.bonus) ?? 0n,
    giftBonus: toCents(row.gift_bonus) ?? 0n,
    rollingAmount: toCents(row.rolling_amount) ?? 0n,
    wageredAmount: wageredAmount(row.wagered, row.wagered_cashed_out),
    // A rollback may leave a points debt (migration 1896): the player sees none until play repays it.
    vipPoints: Math.max(row.vip_points, 0),
    vipLifeTimePoints: row.vip_lifetime_points,
  };
}

/**
 * The wagered amount a cash-out is measured against: everything wagered less the cash-outs already
 * counted against it, never below zero (a vendor rollback can lower `wagered` after a cash-out).
 */
export function wageredAmount(wagered: string, cashedOut: string): bigint {
  const left = (toCents(wagered) ?? 0n) - (toCents(cashedOut) ?? 0n);
  return left > 0n ? left : 0n;
}

/**
 * Withdrawable: the whole cash balance once the wagering requirement is met (rollingAmount 0), and
 * nothing while any wagering remains, because spec 002 §4 refuses a cash-out while rollingAmount > 0;
 * bonus and gift bonus are never withdrawable (a bonus becomes cash only after wagering).
 */
export function withdrawable(state: Pick<WalletState, 'cash' | 'rollingAmount'>): bigint {
  return state.rollingAmount > 0n ? 0n : state.cash;
}

/** The balances the user info shows; a member who never touched the wallet holds zero. */
export async function getBalances(db: Db, memberId: number): Promise<Balances> {
  const state = await readWallet(db, memberId);
  return {
    availableBalance: formatCents(state.cash + state.bonus),
    withdrawableBalance: formatCents(withdrawable(state)),
    bonusBalance: formatCents(state.bonus),
    giftBonus: formatCents(state.giftBonus),
    rollingAmount: formatCents(state.rollingAmount),
    wageredAmount: formatCents(state.wageredAmount),
    vipPoints: state.vipPoints,
    vipLifeTimePoints: state.vipLifeTimePoints,
    vipLevel: vipLevelFor(state.vipLifeTimePoints),
  };
}

/**
 * The member's largest single deposit (withdraw config maxDepositAmount): the largest DEPOSIT cash
 * row of the ledger, whoever booked it (a payment provider's confirmation, or the development credit).
 */
export async function largestDeposit(db: Db, memberId: number): Promise<Money> {
  const row = await db
    .selectFrom('wallet_ledger')
    .select((eb) => eb.fn.max('amount').as('largest'))
    .where('member_id', '=', memberId)
    .where('type', '=', 'DEPOSIT')
    .where('class', '=', 1)
    .executeTakeFirst();
  return formatCents(toCents(row?.largest ?? '0') ?? 0n);
}

/** Everything the member has deposited: the DEPOSIT cash rows of the ledger added up, exactly. */
export async function depositedTotal(db: Db, memberId: number): Promise<Money> {
  const row = await db
    .selectFrom('wallet_ledger')
    .select((eb) => eb.fn.sum<string>('amount').as('total'))
    .where('member_id', '=', memberId)
    .where('type', '=', 'DEPOSIT')
    .where('class', '=', 1)
    .executeTakeFirst();
  return formatCents(toCents(String(row?.total ?? '0')) ?? 0n);
}

/** The game net (wins less stakes, rollbacks included, cash and bonus) since a moment: the session's position. */
export async function gameNetSince(db: Db, memberId: number, since: Date): Promise<Money> {
  const row = await db
    .selectFrom('wallet_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('net'))
    .where('member_id', '=', memberId)
    .where('type', 'in', ['GAME_BET', 'GAME_WIN', 'GAME_ROLLBACK'])
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return money(row?.net ?? '0');
}
