import type { SlotDefinition } from '../definition';
import { stripOfRuns } from '../strips';

/**
 * A five by five rock face of gems: clusters of five or more pay and shatter, the gems above fall, and
 * every fall of a chain pays more: 1, 2, 3, 5 then 8 times. Medium volatility.
 */
export const gemMine: SlotDefinition = {
  id: 'gem_mine',
  name: 'Gem Mine',
  description:
    'Clusters of gems shatter and fall; each fall in a row multiplies its wins by 1, 2, 3, 5 and then 8.',
  rows: 5,
  symbols: [
    { name: 'amethyst', kind: 'regular' },
    { name: 'topaz', kind: 'regular' },
    { name: 'sapphire', kind: 'regular' },
    { name: 'emerald', kind: 'regular' },
    { name: 'ruby', kind: 'regular' },
    { name: 'goldNugget', kind: 'regular' },
  ],
  reels: [
    stripOfRuns([
      [0, 2],
      [1, 2],
      [2, 1],
      [3, 2],
      [0, 1],
      [4, 1],
      [1, 1],
      [5, 1],
      [2, 2],
    ]),
    stripOfRuns([
      [1, 2],
      [0, 1],
      [3, 1],
      [2, 2],
      [1, 1],
      [5, 1],
      [0, 2],
      [4, 1],
      [3, 2],
    ]),
    stripOfRuns([
      [0, 1],
      [2, 2],
      [1, 2],
      [4, 1],
      [0, 2],
      [3, 1],
      [5, 1],
      [2, 1],
      [1, 2],
    ]),
    stripOfRuns([
      [1, 1],
      [0, 2],
      [2, 1],
      [5, 1],
      [1, 2],
      [4, 1],
      [3, 2],
      [0, 1],
      [2, 2],
    ]),
    stripOfRuns([
      [0, 2],
      [3, 1],
      [1, 1],
      [2, 2],
      [0, 1],
      [5, 1],
      [1, 2],
      [4, 2],
      [3, 1],
    ]),
  ],
  pays: {
    0: [0, 0, 0, 0, 0, 6, 10, 13, 19, 32, 48, 80, 160],
    1: [0, 0, 0, 0, 0, 6, 10, 16, 26, 38, 64, 96, 192],
    2: [0, 0, 0, 0, 0, 10, 13, 19, 32, 48, 80, 128, 320],
    3: [0, 0, 0, 0, 0, 13, 19, 26, 38, 64, 128, 256, 640],
    4: [0, 0, 0, 0, 0, 19, 26, 38, 64, 128, 256, 480, 1600],
    5: [0, 0, 0, 0, 0, 32, 48, 80, 128, 256, 480, 960, 3200],
  },
  reading: { kind: 'clusters', minimum: 5, multipliers: [1, 2, 3, 5, 8] },
  betUnits: 10,
  declaredRtp: '94.7737',
  volatility: 'medium',
};
