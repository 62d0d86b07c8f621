import type { SlotDefinition } from '../definition';
import { stripOf } from '../strips';

/**
 * 243 ways across the savanna; three or more sunsets start 8, 12 or 16 free spins at double wins, and
 * sunsets in them add the same again. Medium volatility.
 */
export const savannaWays: SlotDefinition = {
  id: 'savanna_ways',
  name: 'Savanna Ways',
  description:
    '243 ways with the big five; three sunsets start free spins at double wins that can start again.',
  rows: 3,
  symbols: [
    { name: 'ten', kind: 'regular' },
    { name: 'jack', kind: 'regular' },
    { name: 'queen', kind: 'regular' },
    { name: 'king', kind: 'regular' },
    { name: 'ace', kind: 'regular' },
    { name: 'zebra', kind: 'regular' },
    { name: 'giraffe', kind: 'regular' },
    { name: 'elephant', kind: 'regular' },
    { name: 'lion', kind: 'regular' },
    { name: 'baobab', kind: 'wild' },
    { name: 'sunset', kind: 'scatter' },
  ],
  reels: [
    stripOf([6, 6, 5, 5, 4, 3, 3, 2, 2, 0, 1]),
    stripOf([6, 6, 5, 5, 4, 3, 3, 2, 2, 2, 1]),
    stripOf([6, 6, 5, 5, 4, 3, 3, 2, 2, 2, 1]),
    stripOf([6, 6, 5, 5, 4, 3, 3, 2, 2, 2, 1]),
    stripOf([6, 6, 5, 5, 4, 3, 3, 2, 2, 0, 1]),
  ],
  pays: {
    0: [0, 0, 0, 10, 20, 50],
    1: [0, 0, 0, 10, 20, 50],
    2: [0, 0, 0, 10, 24, 60],
    3: [0, 0, 0, 12, 30, 80],
    4: [0, 0, 0, 16, 40, 100],
    5: [0, 0, 0, 20, 60, 160],
    6: [0, 0, 0, 30, 80, 240],
    7: [0, 0, 0, 40, 120, 400],
    8: [0, 0, 0, 60, 200, 800],
  },
  reading: { kind: 'ways' },
  betUnits: 30,
  scatterPays: [0, 0, 0, 2, 5, 20],
  freeSpins: { awards: [0, 0, 0, 8, 12, 16], multiplier: 2, retrigger: true },
  declaredRtp: '94.9265',
  volatility: 'medium',
};
