import { exponentOf, fromUnits, toUnits } from '../money/amounts';

/** The first-deposit offer as /sys/depositPaymentMethod/maxBonusInfo answers it. */
export interface FirstDepositOffer {
  eligible: boolean;
  percentage: number;
  maxBonus: string;
  minimumDeposit: string;
  wageringMultiplier: number;
  validDays: number;
}

/**
 * What a first deposit of `amount` earns (spec 002 §9: 100% up to 200, minimum 10, wagered 50 times
 * bonus plus deposit), exactly in the account's minor units (`exponent` decimals: cents, satoshis) as the
 * server computes it; null below the minimum.
 */
export function firstDepositPreview(
  amount: string,
  offer: FirstDepositOffer,
  exponent: number,
): { bonus: string; wagering: string } | null {
  const deposit = toUnits(amount, exponent);
  if (deposit <= 0n || deposit < toUnits(offer.minimumDeposit, exponent)) return null;
  const proportional = (deposit * BigInt(offer.percentage)) / 100n;
  const max = toUnits(offer.maxBonus, exponent);
  const bonus = proportional < max ? proportional : max;
  return {
    bonus: fromUnits(bonus, exponent),
    wagering: fromUnits((bonus + deposit) * BigInt(offer.wageringMultiplier), exponent),
  };
}

export interface Contribution {
  gameType: string;
  percent: number;
}

export interface ContributionRow {
  id: string;
  /** A known engine ('slot', 'blackjack', 'roulette') or 'other' for every other game. */
  gameType: string;
  percent: number;
  current: boolean;
}

/**
 * The contribution table of a bonus, largest share first, with 'other' for the games no row names; the
 * game being played marks its row (its own type, or 'other' when the table does not name it).
 */
export function contributionRows(
  grant: { contributions: readonly Contribution[]; otherGamesPercent: number },
  playing?: string,
): ContributionRow[] {
  const named = [...grant.contributions].sort(
    (a, b) => b.percent - a.percent || a.gameType.localeCompare(b.gameType),
  );
  const playingOther = playing !== undefined && !named.some((row) => row.gameType === playing);
  return [
    ...named.map((row) => ({ id: row.gameType, ...row, current: row.gameType === playing })),
    { id: 'other', gameType: 'other', percent: grant.otherGamesPercent, current: playingOther },
  ];
}

/**
 * The wagering type of a game (the engine of its game code, 'slot:aztec-gold' → 'slot'), when the
 * catalogue says it; undefined otherwise, and the meter then shows every game type's share.
 */
export function gameTypeOf(game: { id: number; gameCode?: string; gameType?: string }): string | undefined {
  if (game.gameType) return game.gameType;
  return game.gameCode?.split(':')[0] || undefined;
}

/** Spec 002 §4: a cash-out waits for wagering while rollingAmount is above 0. */
export const wageringPending = (user: { rollingAmount: string; currency?: string }) =>
  toUnits(user.rollingAmount, exponentOf(user.currency)) > 0n;
