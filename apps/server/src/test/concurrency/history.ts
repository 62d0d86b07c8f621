/**
 * Seeded random histories for the concurrency checker: the same seed always gives the same list of
 * operations. Operations come in bursts: one member's steps, each step a set of calls sent at once,
 * so a win and a rollback of one round, or two wins, really race; many bursts run side by side.
 */

/** mulberry32: small, fast and the same on every machine. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Op =
  | { kind: 'bet'; member: number; round: string; tx: string; cents: bigint }
  | { kind: 'win'; member: number; round: string; tx: string; cents: bigint }
  | { kind: 'rollback'; member: number; round: string; tx: string; bet: string }
  | { kind: 'jackpot'; member: number; round: string; tx: string }
  | { kind: 'deposit'; member: number; ref: string; cents: bigint }
  | { kind: 'cashOutApply'; member: number; units: number }
  | { kind: 'cashOutCancel'; member: number }
  | { kind: 'grant'; member: number; key: string; cents: bigint; wagering: bigint; cap: bigint | null }
  | { kind: 'forfeit'; member: number }
  | { kind: 'expiry'; key: string }
  | { kind: 'cashback'; key: string }
  | { kind: 'adjust'; member: number; ref: string; cls: 1 | 2; direction: 'credit' | 'debit'; cents: bigint };

/** Calls sent at once. */
export type Step = Op[];
/** One member's steps, run in order by one connection pool. */
export type Burst = Step[];

export interface History {
  seed: number;
  members: number;
  bursts: Burst[];
  ops: number;
}

export function generateHistory(seed: number, targetOps: number, members: number): History {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const cents = (min: number, max: number) => BigInt(min + Math.floor(random() * (max - min + 1)));
  let serial = 0;
  const id = (prefix: string) => {
    serial += 1;
    return `${prefix}${seed}-${serial}`;
  };
  /** Per member: the rounds played so far and their bet ids, so wins and rollbacks find them. */
  const rounds = Array.from({ length: members }, () => [] as { round: string; bets: string[] }[]);

  const bursts: Burst[] = [];
  let ops = 0;
  while (ops < targetOps) {
    const member = Math.floor(random() * members);
    const played = rounds[member] as { round: string; bets: string[] }[];
    const newRound = () => {
      const round = { round: id('r'), bets: [] as string[] };
      played.push(round);
      return round;
    };
    const bet = (round: { round: string; bets: string[] }, min = 100, max = 3000): Op => {
      const tx = id('b');
      round.bets.push(tx);
      return { kind: 'bet', member, round: round.round, tx, cents: cents(min, max) };
    };
    const win = (round: { round: string }, max = 6000): Op => ({
      kind: 'win',
      member,
      round: round.round,
      tx: id('w'),
      cents: cents(1, max),
    });
    const rollback = (round: { round: string; bets: string[] }): Op => ({
      kind: 'rollback',
      member,
      round: round.round,
      tx: id('x'),
      bet: round.bets.length === 0 ? id('b') : pick(round.bets),
    });
    const grant = (): Op => {
      const amount = cents(100, 2000);
      return {
        kind: 'grant',
        member,
        key: id('g'),
        cents: amount,
        wagering: amount * BigInt(pick([0, 1, 1, 2, 3])),
        cap: random() < 0.7 ? cents(100, 2000) : null,
      };
    };
    const burst: Burst = [];
    const shape = random();
    if (shape < 0.3) {
      // A round that races: its settlement calls all at once (finding 1).
      const round = newRound();
      burst.push([bet(round)]);
      if (random() < 0.4) burst.push([bet(round)]);
      burst.push(
        pick([
          [win(round), rollback(round)],
          [win(round), win(round)],
          [win(round), rollback(round), win(round)],
        ]),
      );
    } else if (shape < 0.5) {
      // A bonus played through: the bet that meets the wagering, with its round's win after (finding 3).
      const round = newRound();
      burst.push([grant()]);
      burst.push([bet(round, 100, 1500)]);
      burst.push([bet(round, 100, 1500)]);
      burst.push(random() < 0.7 ? [win(round)] : [rollback(round)]);
    } else if (shape < 0.6) {
      // Bonus money with no grant behind it, then played (finding 2).
      const round = newRound();
      burst.push([
        { kind: 'adjust', member, ref: id('a'), cls: 2, direction: 'credit', cents: cents(100, 5000) },
      ]);
      burst.push([bet(round, 100, 5000)]);
      burst.push([win(round, 10000)]);
    } else if (shape < 0.7) {
      // Money moves from outside while a round is open on the same wallet.
      const round = newRound();
      burst.push([bet(round)]);
      burst.push([
        pick<Op>([
          { kind: 'deposit', member, ref: id('d'), cents: cents(100, 3000) },
          { kind: 'cashOutApply', member, units: Number(cents(1, 30)) },
          { kind: 'cashOutCancel', member },
          { kind: 'forfeit', member },
          {
            kind: 'adjust',
            member,
            ref: id('a'),
            cls: 1,
            direction: pick(['credit', 'debit'] as const),
            cents: cents(1, 2000),
          },
        ]),
        pick([
          win(round),
          rollback(round),
          { kind: 'jackpot', member, round: round.round, tx: id('j') } as Op,
        ]),
      ]);
    } else {
      // Any one call, or a few unrelated ones at once, on rounds old and new.
      const step: Step = [];
      const size = 1 + Math.floor(random() * 3);
      for (let i = 0; i < size; i += 1) {
        const round = played.length > 0 && random() < 0.5 ? pick(played) : newRound();
        const single: [number, () => Op][] = [
          [30, () => bet(round)],
          [15, () => win(round)],
          [10, () => rollback(round)],
          [5, () => ({ kind: 'jackpot', member, round: round.round, tx: id('j') })],
          [10, () => ({ kind: 'deposit', member, ref: id('d'), cents: cents(100, 3000) })],
          [6, () => ({ kind: 'cashOutApply', member, units: Number(cents(1, 30)) })],
          [4, () => ({ kind: 'cashOutCancel', member })],
          [6, grant],
          [4, () => ({ kind: 'forfeit', member })],
          [3, () => ({ kind: 'expiry', key: id('e') })],
          [2, () => ({ kind: 'cashback', key: id('c') })],
          [
            5,
            () => ({
              kind: 'adjust',
              member,
              ref: id('a'),
              cls: pick([1, 1, 2] as const),
              direction: 'credit',
              cents: cents(1, 3000),
            }),
          ],
        ];
        let ticket = random() * 100;
        const chosen = single.find(([weight]) => {
          ticket -= weight;
          return ticket < 0;
        });
        step.push((chosen ?? single[0])![1]());
      }
      burst.push(step);
    }
    ops += burst.reduce((sum, step) => sum + step.length, 0);
    bursts.push(burst);
  }
  return { seed, members, bursts, ops };
}
