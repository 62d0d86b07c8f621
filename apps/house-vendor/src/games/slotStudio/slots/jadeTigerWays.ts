import type { SlotDefinition } from '../definition';
import { stripOf } from '../strips';

/**
 * 243 ways: any symbol on the first reel pays with matches on adjacent reels, whatever their rows; the
 * wild stands in on reels 2 to 4 only. A bet is 25 coins. Medium volatility.
 */
export const jadeTigerWays: SlotDefinition = {
  id: 'jade_tiger_ways',
  name: 'Jade Tiger Ways',
  description: '243 ways to win: matching symbols on adjacent reels pay wherever they land.',
  rows: 3,
  symbols: [
    { name: 'coin', kind: 'regular' },
    { name: 'lantern', kind: 'regular' },
    { name: 'fan', kind: 'regular' },
    { name: 'koi', kind: 'regular' },
    { name: 'crane', kind: 'regular' },
    { name: 'dragon', kind: 'regular' },
    { name: 'tiger', kind: 'regular' },
    { name: 'jade', kind: 'wild' },
  ],
  reels: [
    stripOf([7, 7, 6, 5, 4, 3, 2, 0]),
    stripOf([7, 7, 6, 5, 4, 3, 2, 1]),
    stripOf([7, 7, 6, 5, 4, 3, 2, 1]),
    stripOf([7, 7, 6, 5, 4, 3, 2, 1]),
    stripOf([7, 7, 6, 5, 4, 3, 2, 0]),
  ],
  pays: {
    0: [0, 0, 0, 6, 12, 30],
    1: [0, 0, 0, 6, 12, 30],
    2: [0, 0, 0, 6, 15, 40],
    3: [0, 0, 0, 10, 25, 75],
    4: [0, 0, 0, 12, 35, 120],
    5: [0, 0, 0, 25, 75, 300],
    6: [0, 0, 0, 50, 200, 1500],
  },
  reading: { kind: 'ways' },
  betUnits: 25,
  declaredRtp: '94.9755',
  volatility: 'medium',
};
