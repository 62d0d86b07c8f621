import type { components } from '@casino/api-client';
import type { MessageDescriptor } from 'react-intl';
import { fromUnits, toUnits } from '../money/amounts';
import { historyMessages as m } from './messages';

type TransactionType = components['schemas']['TransactionType'];
type TransactionClass = components['schemas']['TransactionClass'];

/** Spec 002 §9: history pages hold 20 rows, the next asked for within 30 px of the bottom. */
export const PAGE_SIZE = 20;
export const LOAD_WITHIN_PX = 30;

/** Every ledger type's label (spec 002 §3); a cash-out request itself is a WITHDRAW row. */
export const transactionTypeLabels: Record<TransactionType, MessageDescriptor> = {
  GAME_BET: m.GAME_BET,
  GAME_WIN: m.GAME_WIN,
  GAME_ROLLBACK: m.GAME_ROLLBACK,
  WITHDRAW: m.WITHDRAW,
  WITHDRAW_ROLLBACK: m.WITHDRAW_ROLLBACK,
  PROMOTION: m.PROMOTION,
  DEPOSIT: m.DEPOSIT,
  REDEEM: m.REDEEM,
  INVITE_AWARD: m.INVITE_AWARD,
  GIFT: m.GIFT,
  BENEFITS: m.BENEFITS,
};

/** Transaction classes (spec 002 §3): cash 1, bonus 2, free 3. */
export const transactionClassLabels: Record<TransactionClass, MessageDescriptor> = {
  1: m.cash,
  2: m.bonus,
  3: m.free,
};

/**
 * The balance fell: the row shows its amount with a minus sign (spec 002 §4). In the account currency's
 * `exponent` decimals (a BTC row's 8).
 */
export const fell = (amount: string, exponent: number) => toUnits(amount, exponent) < 0n;

/** A round's result for the player: the win less the stake, exactly, in the account's decimals. */
export function roundResult(bet: string, win: string, exponent: number): string {
  return fromUnits(toUnits(win, exponent) - toUnits(bet, exponent), exponent);
}

/** Rows of a fresh page not already shown: newest-first pages shift when new rows arrive in between. */
export function appendPage<T extends { id: number }>(shown: readonly T[], page: readonly T[]): T[] {
  const known = new Set(shown.map((row) => row.id));
  return [...shown, ...page.filter((row) => !known.has(row.id))];
}
