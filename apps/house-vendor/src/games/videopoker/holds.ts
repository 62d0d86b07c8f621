import { payOf } from './engine';

/** A hold's exact expected return per coin: `total` coins over `draws` equally likely draws. */
export interface HoldValue {
  /** Positions held, 0..4. */
  held: number[];
  total: number;
  draws: number;
}

/**
 * Every one of the 32 holds of a dealt hand with its exact expected return, by enumerating every draw
 * from the 47 unseen cards (up to C(47,5) = 1,533,939 for a hold of nothing). Slow by design: the
 * plain count the fast exact RTP (optimalReturn.ts) is checked against.
 */
export function holdValues(dealt: readonly number[]): HoldValue[] {
  const unseen = Array.from({ length: 52 }, (_, i) => i).filter((card) => !dealt.includes(card));
  const values: HoldValue[] = [];
  for (let mask = 0; mask < 32; mask += 1) {
    const held = [0, 1, 2, 3, 4].filter((i) => mask & (1 << i));
    const hand = held.map((i) => dealt[i]!);
    let total = 0;
    let draws = 0;
    const choose = (from: number) => {
      if (hand.length === 5) {
        total += payOf(hand);
        draws += 1;
        return;
      }
      for (let i = from; i <= unseen.length - (5 - hand.length); i += 1) {
        hand.push(unseen[i]!);
        choose(i + 1);
        hand.pop();
      }
    };
    choose(0);
    values.push({ held, total, draws });
  }
  return values;
}

/** The hold of the highest expected return (compared exactly, by cross-multiplying). */
export function bestHold(values: readonly HoldValue[]): HoldValue {
  return values.reduce((best, v) => (v.total * best.draws > best.total * v.draws ? v : best));
}
