import { PAYLINES } from '../../slot/symbols';
import type { SlotDefinition } from '../definition';
import { stripOf } from '../strips';

/**
 * Twenty lines in the frozen north. Three snowflakes (reels 1, 3 and 5) start 8 free spins; in them an
 * aurora wild on reels 2, 3 or 4 fills its reel and stays held until the spins end. Plain wilds in the
 * base game, so most of the return waits for held reels: high volatility.
 */
export const frostWolf: SlotDefinition = {
  id: 'frost_wolf',
  name: 'Frost Wolf',
  description: 'Twenty lines on the ice; in the free spins every aurora wild fills its reel and stays there.',
  rows: 3,
  symbols: [
    { name: 'ten', kind: 'regular' },
    { name: 'jack', kind: 'regular' },
    { name: 'queen', kind: 'regular' },
    { name: 'king', kind: 'regular' },
    { name: 'ace', kind: 'regular' },
    { name: 'owl', kind: 'regular' },
    { name: 'elk', kind: 'regular' },
    { name: 'bear', kind: 'regular' },
    { name: 'wolf', kind: 'regular' },
    { name: 'aurora', kind: 'wild' },
    { name: 'snowflake', kind: 'scatter' },
  ],
  reels: [
    stripOf([6, 6, 5, 5, 4, 3, 3, 2, 2, 0, 2]),
    stripOf([6, 6, 5, 5, 4, 3, 3, 2, 2, 2, 0]),
    stripOf([6, 6, 5, 5, 4, 3, 3, 2, 2, 2, 2]),
    stripOf([6, 6, 5, 5, 4, 3, 3, 2, 2, 2, 0]),
    stripOf([6, 6, 5, 5, 4, 3, 3, 2, 2, 0, 2]),
  ],
  pays: {
    0: [0, 0, 0, 6, 20, 60],
    1: [0, 0, 0, 6, 20, 60],
    2: [0, 0, 0, 10, 25, 100],
    3: [0, 0, 0, 10, 30, 125],
    4: [0, 0, 0, 12, 40, 150],
    5: [0, 0, 0, 25, 75, 300],
    6: [0, 0, 0, 30, 100, 400],
    7: [0, 0, 0, 50, 150, 600],
    8: [0, 0, 0, 75, 250, 1250],
  },
  reading: { kind: 'lines', lines: PAYLINES },
  betUnits: 20,
  freeSpins: { awards: [0, 0, 0, 8], multiplier: 1, retrigger: false },
  stickyWilds: { reels: [1, 2, 3] },
  declaredRtp: '96.5118',
  volatility: 'high',
};
