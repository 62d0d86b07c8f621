import type { SlotDefinition } from '../definition';
import { stripOfRuns } from '../strips';

/**
 * A five by five grid of sweets: five or more of one touching side by side pay as a cluster, vanish,
 * and the sweets above tumble down, refilled from above; a chain pays again and again. Small steady
 * wins: low volatility.
 */
export const candyCascade: SlotDefinition = {
  id: 'candy_cascade',
  name: 'Candy Cascade',
  description: 'Clusters of five or more sweets pay, burst and tumble new sweets down for another win.',
  rows: 5,
  symbols: [
    { name: 'jellyBean', kind: 'regular' },
    { name: 'gumdrop', kind: 'regular' },
    { name: 'lollipop', kind: 'regular' },
    { name: 'cupcake', kind: 'regular' },
    { name: 'donut', kind: 'regular' },
    { name: 'candyHeart', kind: 'regular' },
  ],
  reels: [
    stripOfRuns([
      [0, 3],
      [1, 2],
      [2, 2],
      [3, 1],
      [0, 2],
      [4, 1],
      [1, 2],
      [5, 1],
    ]),
    stripOfRuns([
      [1, 3],
      [0, 2],
      [3, 2],
      [2, 1],
      [1, 2],
      [5, 1],
      [0, 2],
      [4, 1],
    ]),
    stripOfRuns([
      [0, 2],
      [2, 2],
      [1, 3],
      [4, 1],
      [0, 2],
      [3, 2],
      [5, 1],
      [2, 1],
    ]),
    stripOfRuns([
      [1, 2],
      [0, 3],
      [2, 2],
      [5, 1],
      [1, 2],
      [4, 1],
      [3, 2],
      [0, 1],
    ]),
    stripOfRuns([
      [0, 3],
      [3, 1],
      [1, 2],
      [2, 2],
      [0, 2],
      [5, 1],
      [1, 2],
      [4, 1],
    ]),
  ],
  pays: {
    0: [0, 0, 0, 0, 0, 3, 5, 7, 9, 14, 18, 25, 35],
    1: [0, 0, 0, 0, 0, 3, 5, 7, 10, 14, 20, 25, 45],
    2: [0, 0, 0, 0, 0, 6, 8, 10, 14, 18, 25, 35, 70],
    3: [0, 0, 0, 0, 0, 8, 10, 14, 18, 25, 35, 50, 90],
    4: [0, 0, 0, 0, 0, 9, 14, 18, 25, 35, 50, 90, 175],
    5: [0, 0, 0, 0, 0, 14, 18, 25, 35, 50, 90, 175, 350],
  },
  reading: { kind: 'clusters', minimum: 5, multipliers: [1] },
  betUnits: 10,
  declaredRtp: '95.0665',
  volatility: 'low',
};
