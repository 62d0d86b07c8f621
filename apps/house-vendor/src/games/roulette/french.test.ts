import { describe, expect, it } from 'vitest';
import {
  CALLED_BET_KINDS,
  type CalledBetKind,
  calledBetChips,
  coveredNumbers,
  exactBetReturn,
  isValidRouletteBet,
  POCKETS,
  ROULETTE_BET_KINDS,
  type RouletteBet,
  settleRoulette,
  WHEEL_ORDER,
} from './engine';

const EVEN_MONEY = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;

describe('French roulette: la partage', () => {
  it.each(EVEN_MONEY)('zero returns half of a %s bet, other pockets pay as on the European table', (kind) => {
    const bet = { kind, amountCents: 100 };
    expect(settleRoulette(0, [bet], 'french').bets[0]).toMatchObject({ payoutCents: 50, partage: true });
    expect(settleRoulette(0, [bet], 'european').payoutCents).toBe(0);
    for (let pocket = 1; pocket < POCKETS; pocket += 1) {
      expect(settleRoulette(pocket, [bet], 'french').payoutCents).toBe(
        settleRoulette(pocket, [bet], 'european').payoutCents,
      );
    }
  });

  it('takes the rest of the layout on zero as the European table does', () => {
    const outcome = settleRoulette(
      0,
      [
        { kind: 'dozen', index: 1, amountCents: 100 },
        { kind: 'straight', numbers: [0], amountCents: 10 },
        { kind: 'red', amountCents: 200 },
      ],
      'french',
    );
    expect(outcome.bets.map((bet) => bet.payoutCents)).toEqual([0, 360, 100]);
    expect(outcome.payoutCents).toBe(460);
  });

  it('takes even-money bets in even cents only, so that half is exact', () => {
    expect(isValidRouletteBet({ kind: 'red', amountCents: 15 }, 'french')).toBe(false);
    expect(isValidRouletteBet({ kind: 'red', amountCents: 16 }, 'french')).toBe(true);
    expect(isValidRouletteBet({ kind: 'red', amountCents: 15 }, 'european')).toBe(true);
    expect(isValidRouletteBet({ kind: 'dozen', index: 1, amountCents: 15 }, 'french')).toBe(true);
  });
});

describe('French roulette: called bets of the racetrack', () => {
  it('splits voisins into 9 chips, tiers into 6 and orphelins into 5', () => {
    expect(CALLED_BET_KINDS.map(calledBetChips)).toEqual([9, 6, 5]);
  });

  it('covers the wheel in three arcs: voisins 22 to 25 through zero, tiers 27 to 33, orphelins the rest', () => {
    const arc = (from: number, to: number) => {
      const start = WHEEL_ORDER.indexOf(from);
      const length = (WHEEL_ORDER.indexOf(to) - start + POCKETS) % POCKETS;
      return WHEEL_ORDER.map((_, i) => WHEEL_ORDER[(start + i) % POCKETS]!)
        .slice(0, length + 1)
        .sort((a, b) => a - b);
    };
    const covered = (kind: CalledBetKind) => coveredNumbers({ kind })!;
    expect(covered('voisins')).toEqual(arc(22, 25));
    expect(covered('voisins')).toHaveLength(17);
    expect(covered('tiers')).toEqual(arc(27, 33));
    expect(covered('tiers')).toHaveLength(12);
    const orphelins = covered('orphelins');
    expect(orphelins).toEqual([1, 6, 9, 14, 17, 20, 31, 34]);
    const all = [...covered('voisins'), ...covered('tiers'), ...orphelins];
    expect(new Set(all).size).toBe(POCKETS);
  });

  /** A 1.00 chip on each of the bet's chips: what the pocket returns, stake included. */
  const TABLE: { kind: CalledBetKind; pocket: number; returns: number }[] = [
    { kind: 'voisins', pocket: 0, returns: 2 * 1200 },
    { kind: 'voisins', pocket: 3, returns: 2 * 1200 },
    { kind: 'voisins', pocket: 26, returns: 2 * 900 },
    { kind: 'voisins', pocket: 7, returns: 1800 },
    { kind: 'voisins', pocket: 35, returns: 1800 },
    { kind: 'voisins', pocket: 1, returns: 0 },
    { kind: 'tiers', pocket: 5, returns: 1800 },
    { kind: 'tiers', pocket: 36, returns: 1800 },
    { kind: 'tiers', pocket: 0, returns: 0 },
    { kind: 'orphelins', pocket: 1, returns: 3600 },
    { kind: 'orphelins', pocket: 17, returns: 2 * 1800 },
    { kind: 'orphelins', pocket: 9, returns: 1800 },
    { kind: 'orphelins', pocket: 0, returns: 0 },
  ];
  it.each(TABLE)('$kind returns $returns on $pocket', ({ kind, pocket, returns }) => {
    const bet = { kind, amountCents: calledBetChips(kind) * 100 };
    expect(settleRoulette(pocket, [bet], 'french').bets[0]).toMatchObject({
      won: returns > 0,
      payoutCents: returns,
    });
  });

  it('refuses called bets on the European table and stakes that are not whole chips', () => {
    expect(isValidRouletteBet({ kind: 'voisins', amountCents: 900 }, 'european')).toBe(false);
    expect(() => settleRoulette(0, [{ kind: 'tiers', amountCents: 600 }])).toThrow(RangeError);
    expect(isValidRouletteBet({ kind: 'voisins', amountCents: 905 }, 'french')).toBe(false);
    expect(isValidRouletteBet({ kind: 'orphelins', amountCents: 55 }, 'french')).toBe(true);
  });
});

describe('French roulette: RTP by exact enumeration of the 37 pockets', () => {
  const layout: Omit<RouletteBet, 'amountCents'>[] = [
    { kind: 'straight', numbers: [0] },
    { kind: 'split', numbers: [0, 1] },
    { kind: 'street', numbers: [0, 2, 3] },
    { kind: 'corner', numbers: [25, 26, 28, 29] },
    { kind: 'sixLine', numbers: [1, 2, 3, 4, 5, 6] },
    { kind: 'column', index: 2 },
    { kind: 'dozen', index: 3 },
    ...CALLED_BET_KINDS.map((kind) => ({ kind })),
  ];

  it.each(layout)('$kind returns 36/37 = 97.297 %', (bet) => {
    const { returned, staked, percent } = exactBetReturn(bet, 'french');
    expect(returned * 37).toBe(staked * 36);
    expect(percent.toFixed(3)).toBe('97.297');
  });

  it.each(EVEN_MONEY)('%s returns 36.5/37 = 98.649 % with la partage (97.297 % without)', (kind) => {
    const { returned, staked, percent } = exactBetReturn({ kind }, 'french');
    expect(returned * 74).toBe(staked * 73);
    expect(percent.toFixed(3)).toBe('98.649');
    expect(exactBetReturn({ kind }, 'european').percent.toFixed(3)).toBe('97.297');
  });

  it('leaves no layout bet out of the enumeration', () => {
    const kinds = new Set([...layout.map((bet) => bet.kind), ...EVEN_MONEY]);
    expect(ROULETTE_BET_KINDS.every((kind) => kinds.has(kind))).toBe(true);
  });
});
