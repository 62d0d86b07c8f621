import { PAYLINES } from '../../slot/symbols';
import type { SlotDefinition } from '../definition';
import { stripOf } from '../strips';

/** Ten lines of small, frequent wins; rainbows pay anywhere. No bonus rounds: low volatility. */
export const luckyClover: SlotDefinition = {
  id: 'lucky_clover',
  name: 'Lucky Clover',
  description:
    'Ten lines of frequent small wins under a rainbow; the clover is wild and rainbows pay anywhere.',
  rows: 3,
  symbols: [
    { name: 'ten', kind: 'regular' },
    { name: 'jack', kind: 'regular' },
    { name: 'queen', kind: 'regular' },
    { name: 'king', kind: 'regular' },
    { name: 'ace', kind: 'regular' },
    { name: 'horseshoe', kind: 'regular' },
    { name: 'hat', kind: 'regular' },
    { name: 'potOfGold', kind: 'regular' },
    { name: 'clover', kind: 'wild' },
    { name: 'rainbow', kind: 'scatter' },
  ],
  reels: [
    stripOf([5, 5, 5, 4, 4, 3, 3, 2, 1, 1]),
    stripOf([5, 5, 5, 4, 4, 3, 3, 2, 2, 1]),
    stripOf([5, 5, 5, 4, 4, 3, 3, 2, 2, 1]),
    stripOf([5, 5, 5, 4, 4, 3, 3, 2, 2, 1]),
    stripOf([5, 5, 5, 4, 4, 3, 3, 2, 1, 1]),
  ],
  pays: {
    0: [0, 0, 0, 9, 23, 57],
    1: [0, 0, 0, 9, 23, 57],
    2: [0, 0, 0, 12, 28, 69],
    3: [0, 0, 0, 12, 34, 92],
    4: [0, 0, 0, 14, 46, 115],
    5: [0, 0, 0, 23, 69, 184],
    6: [0, 0, 0, 34, 92, 230],
    7: [0, 0, 0, 46, 138, 460],
    8: [0, 0, 0, 69, 230, 690],
  },
  reading: { kind: 'lines', lines: PAYLINES.slice(0, 10) },
  betUnits: 10,
  scatterPays: [0, 0, 2, 6, 20, 50],
  declaredRtp: '94.1935',
  volatility: 'low',
};
