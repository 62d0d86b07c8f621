import { describe, expect, it } from 'vitest';
import { SimulationRng } from '../../fairness/rng';
import { coveredNumbers, POCKETS, type RouletteBet, settleRoulette, spinRoulette } from './engine';

const STAKE = 100;

/** Rule table: each bet type with a pocket it wins on, one it loses on, and what a 1.00 stake returns. */
const TABLE: { bet: Omit<RouletteBet, 'amountCents'>; wins: number; loses: number; returns: number }[] = [
  { bet: { kind: 'straight', numbers: [17] }, wins: 17, loses: 18, returns: 3600 },
  { bet: { kind: 'straight', numbers: [0] }, wins: 0, loses: 1, returns: 3600 },
  { bet: { kind: 'split', numbers: [17, 18] }, wins: 18, loses: 19, returns: 1800 },
  { bet: { kind: 'split', numbers: [14, 17] }, wins: 14, loses: 15, returns: 1800 },
  { bet: { kind: 'split', numbers: [0, 2] }, wins: 0, loses: 3, returns: 1800 },
  { bet: { kind: 'street', numbers: [34, 35, 36] }, wins: 35, loses: 33, returns: 1200 },
  { bet: { kind: 'street', numbers: [0, 1, 2] }, wins: 0, loses: 3, returns: 1200 },
  { bet: { kind: 'corner', numbers: [17, 18, 20, 21] }, wins: 21, loses: 19, returns: 900 },
  { bet: { kind: 'corner', numbers: [0, 1, 2, 3] }, wins: 0, loses: 4, returns: 900 },
  { bet: { kind: 'sixLine', numbers: [31, 32, 33, 34, 35, 36] }, wins: 31, loses: 30, returns: 600 },
  { bet: { kind: 'column', index: 1 }, wins: 34, loses: 36, returns: 300 },
  { bet: { kind: 'column', index: 3 }, wins: 36, loses: 0, returns: 300 },
  { bet: { kind: 'dozen', index: 2 }, wins: 13, loses: 25, returns: 300 },
  { bet: { kind: 'red' }, wins: 1, loses: 2, returns: 200 },
  { bet: { kind: 'black' }, wins: 2, loses: 0, returns: 200 },
  { bet: { kind: 'odd' }, wins: 35, loses: 0, returns: 200 },
  { bet: { kind: 'even' }, wins: 36, loses: 0, returns: 200 },
  { bet: { kind: 'low' }, wins: 18, loses: 0, returns: 200 },
  { bet: { kind: 'high' }, wins: 19, loses: 18, returns: 200 },
];

describe('roulette payouts', () => {
  it.each(TABLE)(
    '$bet.kind $bet.numbers$bet.index returns $returns on $wins and nothing on $loses',
    (row) => {
      const bet = { ...row.bet, amountCents: STAKE };
      expect(settleRoulette(row.wins, [bet]).payoutCents).toBe(row.returns);
      expect(settleRoulette(row.loses, [bet]).payoutCents).toBe(0);
    },
  );

  it.each(['red', 'black', 'odd', 'even', 'low', 'high'] as const)('zero loses the whole %s bet', (kind) => {
    expect(settleRoulette(0, [{ kind, amountCents: STAKE }]).bets[0]).toMatchObject({
      won: false,
      payoutCents: 0,
    });
  });

  it.each(TABLE)('$bet.kind keeps the single-zero edge: 36 stakes back over the 37 pockets', (row) => {
    const bet = { ...row.bet, amountCents: STAKE };
    let returned = 0;
    for (let pocket = 0; pocket < POCKETS; pocket += 1) returned += settleRoulette(pocket, [bet]).payoutCents;
    expect(returned).toBe(36 * STAKE);
  });

  it('settles several bets on one spin', () => {
    const outcome = settleRoulette(17, [
      { kind: 'straight', numbers: [17], amountCents: 50 },
      { kind: 'red', amountCents: 200 },
      { kind: 'black', amountCents: 100 },
    ]);
    expect(outcome).toMatchObject({
      number: 17,
      color: 'black',
      betCents: 350,
      payoutCents: 50 * 36 + 100 * 2,
    });
  });

  const INVALID: Omit<RouletteBet, 'amountCents'>[] = [
    { kind: 'split', numbers: [17, 19] },
    { kind: 'split', numbers: [3, 4] },
    { kind: 'street', numbers: [2, 3, 4] },
    { kind: 'corner', numbers: [3, 4, 6, 7] },
    { kind: 'sixLine', numbers: [2, 3, 4, 5, 6, 7] },
    { kind: 'straight', numbers: [37] },
    { kind: 'column', index: 4 },
    { kind: 'dozen' },
  ];
  it.each(INVALID)('refuses a bet the layout does not offer: $kind $numbers$index', (bet) => {
    expect(coveredNumbers(bet)).toBeNull();
    expect(() => settleRoulette(1, [{ ...bet, amountCents: 100 }])).toThrow();
  });

  it('refuses empty, zero and fractional stakes', () => {
    expect(() => settleRoulette(1, [])).toThrow();
    expect(() => settleRoulette(1, [{ kind: 'red', amountCents: 0 }])).toThrow();
    expect(() => settleRoulette(1, [{ kind: 'red', amountCents: 1.5 }])).toThrow();
  });

  it('draws every pocket from the wheel, zero included', () => {
    const rng = new SimulationRng(9);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i += 1) seen.add(spinRoulette(rng, [{ kind: 'red', amountCents: 1 }]).number);
    expect(seen.size).toBe(POCKETS);
  });
});
