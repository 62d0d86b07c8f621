import type { SlotDefinition } from '../definition';
import { stripOf } from '../strips';

/** Three reels and three straight lines of bars and sevens; a diamond wild, no features. Rarer, larger line wins than
 * Cherry Bell's: medium volatility. */
export const diamondSevens: SlotDefinition = {
  id: 'diamond_sevens',
  name: 'Diamond Sevens',
  description: 'Three reels, three lines of bars and sevens, and a diamond that stands in for them all.',
  rows: 3,
  symbols: [
    { name: 'grape', kind: 'regular' },
    { name: 'watermelon', kind: 'regular' },
    { name: 'bar', kind: 'regular' },
    { name: 'doubleBar', kind: 'regular' },
    { name: 'tripleBar', kind: 'regular' },
    { name: 'redSeven', kind: 'regular' },
    { name: 'diamond', kind: 'wild' },
  ],
  reels: [stripOf([7, 6, 5, 4, 3, 2, 1]), stripOf([7, 6, 5, 4, 3, 2, 1]), stripOf([7, 6, 5, 4, 3, 2, 1])],
  pays: {
    0: [0, 0, 0, 5],
    1: [0, 0, 0, 8],
    2: [0, 0, 0, 16],
    3: [0, 0, 0, 32],
    4: [0, 0, 0, 63],
    5: [0, 0, 0, 158],
    6: [0, 0, 0, 474],
  },
  reading: {
    kind: 'lines',
    lines: [
      [1, 1, 1],
      [0, 0, 0],
      [2, 2, 2],
    ],
  },
  betUnits: 3,
  declaredRtp: '96.8021',
  volatility: 'medium',
};
