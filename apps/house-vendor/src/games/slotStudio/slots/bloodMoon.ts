import { PAYLINES } from '../../slot/symbols';
import type { SlotDefinition } from '../definition';
import { stripOf } from '../strips';

/**
 * Twenty lines with a top-heavy pay table and rare coffins: three or more start 10, 12 or 15 free spins
 * at ten times every win, retriggered by more coffins. Most of the return waits in the free spins, so
 * long dry runs and rare large rounds: high volatility.
 */
export const bloodMoon: SlotDefinition = {
  id: 'blood_moon',
  name: 'Blood Moon',
  description:
    'Twenty lines under a red moon; three coffins wake 10 to 15 free spins where every win pays ten times.',
  rows: 3,
  symbols: [
    { name: 'ten', kind: 'regular' },
    { name: 'jack', kind: 'regular' },
    { name: 'queen', kind: 'regular' },
    { name: 'king', kind: 'regular' },
    { name: 'ace', kind: 'regular' },
    { name: 'candle', kind: 'regular' },
    { name: 'bat', kind: 'regular' },
    { name: 'potion', kind: 'regular' },
    { name: 'count', kind: 'regular' },
    { name: 'moon', kind: 'wild' },
    { name: 'coffin', kind: 'scatter' },
  ],
  reels: [
    stripOf([7, 6, 5, 5, 4, 3, 2, 2, 1, 0, 1]),
    stripOf([6, 6, 5, 5, 4, 3, 2, 2, 1, 2, 1]),
    stripOf([6, 6, 5, 5, 4, 3, 2, 2, 1, 2, 1]),
    stripOf([6, 6, 5, 5, 4, 3, 2, 2, 1, 2, 1]),
    stripOf([6, 6, 5, 5, 4, 3, 2, 2, 1, 1, 1]),
  ],
  pays: {
    0: [0, 0, 0, 5, 15, 60],
    1: [0, 0, 0, 5, 15, 60],
    2: [0, 0, 0, 8, 20, 80],
    3: [0, 0, 0, 10, 25, 100],
    4: [0, 0, 0, 12, 30, 120],
    5: [0, 0, 0, 40, 100, 500],
    6: [0, 0, 0, 60, 200, 800],
    7: [0, 0, 0, 100, 400, 2000],
    8: [0, 0, 0, 200, 1000, 5000],
    9: [0, 0, 0, 400, 2000, 10000],
  },
  reading: { kind: 'lines', lines: PAYLINES },
  betUnits: 20,
  scatterPays: [0, 0, 0, 2, 10, 100],
  freeSpins: { awards: [0, 0, 0, 10, 12, 15], multiplier: 10, retrigger: true },
  declaredRtp: '95.7119',
  volatility: 'high',
};
