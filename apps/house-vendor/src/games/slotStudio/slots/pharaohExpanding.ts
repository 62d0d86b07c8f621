import { PAYLINES } from '../../slot/symbols';
import type { SlotDefinition } from '../definition';
import { stripOf } from '../strips';

/**
 * Ten lines; a scarab on reels 2, 3 or 4 fills its whole reel before the lines are read. Three or more
 * sarcophagi start 8 free spins at double wins (no retrigger). Medium volatility.
 */
export const pharaohExpanding: SlotDefinition = {
  id: 'pharaoh_expanding',
  name: "Pharaoh's Scarab",
  description:
    'Ten lines; a scarab on the middle reels fills its reel, and three sarcophagi start 8 free spins at double wins.',
  rows: 3,
  symbols: [
    { name: 'ankh', kind: 'regular' },
    { name: 'eye', kind: 'regular' },
    { name: 'lotus', kind: 'regular' },
    { name: 'cat', kind: 'regular' },
    { name: 'falcon', kind: 'regular' },
    { name: 'pharaoh', kind: 'regular' },
    { name: 'scarab', kind: 'wild' },
    { name: 'sarcophagus', kind: 'scatter' },
  ],
  reels: [
    stripOf([7, 7, 6, 4, 3, 2, 0, 1]),
    stripOf([7, 7, 6, 4, 3, 2, 1, 1]),
    stripOf([7, 7, 6, 4, 3, 2, 1, 1]),
    stripOf([7, 7, 6, 4, 3, 2, 1, 1]),
    stripOf([7, 7, 6, 4, 3, 2, 0, 1]),
  ],
  pays: {
    0: [0, 0, 0, 3, 8, 30],
    1: [0, 0, 0, 4, 8, 30],
    2: [0, 0, 0, 6, 20, 60],
    3: [0, 0, 0, 10, 30, 120],
    4: [0, 0, 0, 20, 60, 250],
    5: [0, 0, 0, 40, 150, 800],
    6: [0, 0, 0, 0, 0, 0],
  },
  reading: { kind: 'lines', lines: PAYLINES.slice(0, 10) },
  betUnits: 10,
  expandingWildReels: [1, 2, 3],
  scatterPays: [0, 0, 0, 2, 10, 50],
  freeSpins: { awards: [0, 0, 0, 8, 8, 8], multiplier: 2, retrigger: false },
  declaredRtp: '94.8964',
  volatility: 'medium',
};
