import type { Db } from '../db/database.js';
import {
  exponentOf,
  formatCents,
  formatMinor,
  type Money,
  money,
  toCents,
  toMinor,
} from '../shared/money.js';
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

/** A wallet's balances in minor units of the member's currency: cents for fiat, satoshi for BTC. */
export interface WalletState {
  /** Decimals of the member's currency (2 for fiat, 8 for BTC). */
  exponent: number;
  cash: bigint;
  bonus: bigint;
  giftBonus: bigint;
  rollingAmount: bigint;
  wageredAmount: bigint;
  vipPoints: number;
  vipLifeTimePoints: number;
}

export async function readWallet(db: Db, memberId: number): Promise<WalletState> {
  const member = await db
    .selectFrom('member')
    .select('currency')
    .where('id', '=', memberId)
    .executeTakeFirst();
  const exponent = exponentOf(member?.currency);
  const row = await db.selectFrom('wallet').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  if (row === undefined) {
    return {
      exponent,
      cash: 0n,
      bonus: 0n,
      giftBonus: 0n,
      rollingAmount: 0n,
      wageredAmount: 0n,
      vipPoints: 0,
      vipLifeTimePoints: 0,
    };
  }
  // A figure with more decimals than the currency keeps is a fault to see, never a balance read as 0.
  const units = (value: string) => {
    const minor = toMinor(value, exponent);
    if (minor === undefined)
      throw new RangeError(`wallet ${memberId}: ${value} has more than ${exponent} decimals`);
    return minor;
  };
  return {
    exponent,
    cash: units(row.cash),
    bonus: units(row.bonus),
    giftBonus: units(row.gift_bonus),
    rollingAmount: units(row.rolling_amount),
    wageredAmount: wageredAmount(row.wagered, row.wagered_cashed_out, exponent),
    // A rollback may leave a points debt (migration 1896): the player sees none until play repays it.
    vipPoints: Math.max(row.vip_points, 0),
    vipLifeTimePoints: row.vip_lifetime_points,
  };
}

/**
 * The wagered amount a cash-out is measured against: everything wagered less the cash-outs already
 * counted against it, never below zero (a vendor rollback can lower `wagered` after a cash-out).
 */
export function wageredAmount(wagered: string, cashedOut: string, exponent = 2): bigint {
  const left = (toMinor(wagered, exponent) ?? 0n) - (toMinor(cashedOut, exponent) ?? 0n);
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
  const text = (units: bigint) => formatMinor(units, state.exponent);
  return {
    availableBalance: text(state.cash + state.bonus),
    withdrawableBalance: text(withdrawable(state)),
    bonusBalance: text(state.bonus),
    giftBonus: text(state.giftBonus),
    rollingAmount: text(state.rollingAmount),
    wageredAmount: text(state.wageredAmount),
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
  // Exact in any currency: a BTC deposit keeps its satoshi (money() reads 2 or 8 decimals).
  return money(row?.largest ?? '0');
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
