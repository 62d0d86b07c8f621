import type { Db } from '../db/database.js';

/** Money as an exact decimal string with 2 decimals (schema Money). */
export type Money = string;

export interface Balances {
  availableBalance: Money;
  withdrawableBalance: Money;
  bonusBalance: Money;
  giftBonus: Money;
  rollingAmount: Money;
  vipPoints: number;
  vipLifeTimePoints: number;
  vipLevel: number;
}

/**
 * The port through which the user info reads a member's money. Until the wallet domain exists every
 * member holds nothing; the wallet helper replaces this body with its ledger read (same signature).
 */
export async function getBalances(_db: Db, _memberId: number): Promise<Balances> {
  return {
    availableBalance: '0.00',
    withdrawableBalance: '0.00',
    bonusBalance: '0.00',
    giftBonus: '0.00',
    rollingAmount: '0.00',
    vipPoints: 0,
    vipLifeTimePoints: 0,
    vipLevel: 0,
  };
}
