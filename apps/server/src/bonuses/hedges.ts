import { formatCents, type Money, toCents } from '../wallet/money.js';

/** A roulette round's position as the house vendor reports it with the bet (PROTOCOL.md §2). */
export interface RouletteBetDetail {
  kind: string;
  numbers?: number[];
  index?: number;
  amount: string;
}

/** The three pairs of opposite even-money bets: one of each pair wins on every number but zero. */
const evenMoneyPairs = [
  ['red', 'black'],
  ['odd', 'even'],
  ['low', 'high'],
] as const;

/**
 * The stake of a roulette round that counts toward a bonus's wagering (issue 18: "even-money hedges on
 * both sides of roulette 0%"). On each pair, the stake matched on the opposite side is a hedge: with
 * red 10 and black 4, 4 on red and the 4 on black cancel out (8 counts nothing), 6 on red counts. Every
 * other position (inside bets, columns, dozens) counts in full. The share of the game type and the
 * 2.00 cap apply afterwards, to what this leaves (migration 1600).
 *
 * Undefined when the positions do not add up to the bet's amount or a stake is malformed: the call is
 * then refused as invalid, since the vendor's own bookkeeping disagrees with the debit.
 */
export function countedRouletteStake(amount: Money, bets: readonly RouletteBetDetail[]): Money | undefined {
  const total = toCents(amount);
  const byKind = new Map<string, bigint>();
  let sum = 0n;
  for (const bet of bets) {
    const cents = toCents(bet.amount);
    if (cents === undefined || cents <= 0n) return undefined;
    sum += cents;
    byKind.set(bet.kind, (byKind.get(bet.kind) ?? 0n) + cents);
  }
  if (total === undefined || sum !== total) return undefined;
  let hedged = 0n;
  for (const [one, other] of evenMoneyPairs) {
    const a = byKind.get(one) ?? 0n;
    const b = byKind.get(other) ?? 0n;
    hedged += 2n * (a < b ? a : b);
  }
  return formatCents(total - hedged);
}

/**
 * The positions as the bet's idempotency record keeps them: fixed key order, so the same positions
 * sent again compare equal, and other positions under the same transaction id do not.
 */
export function canonicalDetail(bets: readonly RouletteBetDetail[]): string {
  return JSON.stringify(
    bets.map((bet) => ({
      kind: bet.kind,
      ...(bet.numbers === undefined ? {} : { numbers: bet.numbers }),
      ...(bet.index === undefined ? {} : { index: bet.index }),
      amount: formatCents(toCents(bet.amount) ?? 0n),
    })),
  );
}
