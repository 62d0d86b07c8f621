import { PAYLINES } from '../../slot/symbols';
import type { SlotDefinition } from '../definition';
import { stripOf } from '../strips';

/**
 * Ten lines on a stormy summit. Three eagles (reels 1, 3 and 5) start 10 free spins at double wins; a lightning
 * wild on reels 2, 3 or 4 in them fills its reel and stays held: rare, large sessions, high volatility.
 */
export const thunderPeak: SlotDefinition = {
  id: 'thunder_peak',
  name: 'Thunder Peak',
  description: 'Ten lines; in the free spins at double wins each lightning wild fills its reel and holds it.',
  rows: 3,
  symbols: [
    { name: 'nine', kind: 'regular' },
    { name: 'ten', kind: 'regular' },
    { name: 'jack', kind: 'regular' },
    { name: 'queen', kind: 'regular' },
    { name: 'king', kind: 'regular' },
    { name: 'goat', kind: 'regular' },
    { name: 'pickaxe', kind: 'regular' },
    { name: 'climber', kind: 'regular' },
    { name: 'stormWild', kind: 'wild' },
    { name: 'eagle', kind: 'scatter' },
  ],
  reels: [
    stripOf([6, 6, 5, 5, 4, 3, 3, 2, 0, 1]),
    stripOf([6, 6, 5, 5, 4, 3, 3, 2, 1, 0]),
    stripOf([6, 6, 5, 5, 4, 3, 3, 2, 1, 2]),
    stripOf([6, 6, 5, 5, 4, 3, 3, 2, 1, 0]),
    stripOf([6, 6, 5, 5, 4, 3, 3, 2, 0, 1]),
  ],
  pays: {
    0: [0, 0, 0, 10, 31, 102],
    1: [0, 0, 0, 10, 31, 102],
    2: [0, 0, 0, 15, 41, 152],
    3: [0, 0, 0, 15, 52, 204],
    4: [0, 0, 0, 21, 61, 245],
    5: [0, 0, 0, 41, 123, 408],
    6: [0, 0, 0, 61, 163, 612],
    7: [0, 0, 0, 102, 306, 1020],
    8: [0, 0, 0, 204, 612, 2039],
  },
  reading: { kind: 'lines', lines: PAYLINES.slice(0, 10) },
  betUnits: 10,
  freeSpins: { awards: [0, 0, 0, 10], multiplier: 2, retrigger: false },
  stickyWilds: { reels: [1, 2, 3] },
  declaredRtp: '94.8880',
  volatility: 'high',
};
