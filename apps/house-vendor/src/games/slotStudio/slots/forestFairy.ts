import { PAYLINES } from '../../slot/symbols';
import type { SlotDefinition } from '../definition';
import { stripOf } from '../strips';

/**
 * Fifteen lines in an enchanted wood; a fairy wild on reel 3 fills its reel, and three toadstools open
 * a pick: choose one of five lanterns, each hiding a multiple of the stake. Low volatility.
 */
export const forestFairy: SlotDefinition = {
  id: 'forest_fairy',
  name: 'Forest Fairy',
  description:
    'Fifteen lines; the fairy fills the middle reel, and three toadstools let you pick a glowing lantern.',
  rows: 3,
  symbols: [
    { name: 'acorn', kind: 'regular' },
    { name: 'leaf', kind: 'regular' },
    { name: 'berry', kind: 'regular' },
    { name: 'snail', kind: 'regular' },
    { name: 'butterfly', kind: 'regular' },
    { name: 'owl', kind: 'regular' },
    { name: 'unicorn', kind: 'regular' },
    { name: 'fairy', kind: 'wild' },
    { name: 'toadstool', kind: 'bonus' },
  ],
  reels: [
    stripOf([6, 6, 5, 4, 3, 3, 2, 0, 2]),
    stripOf([6, 6, 5, 4, 3, 3, 2, 0, 0]),
    stripOf([6, 6, 5, 4, 3, 3, 2, 2, 2]),
    stripOf([6, 6, 5, 4, 3, 3, 2, 0, 0]),
    stripOf([6, 6, 5, 4, 3, 3, 2, 0, 2]),
  ],
  pays: {
    0: [0, 0, 0, 10, 20, 61],
    1: [0, 0, 0, 10, 20, 61],
    2: [0, 0, 0, 12, 31, 82],
    3: [0, 0, 0, 16, 41, 102],
    4: [0, 0, 0, 20, 61, 164],
    5: [0, 0, 0, 31, 82, 246],
    6: [0, 0, 0, 51, 154, 512],
    7: [0, 0, 0, 0, 0, 0],
  },
  reading: { kind: 'lines', lines: PAYLINES.slice(0, 15) },
  betUnits: 15,
  expandingWildReels: [2],
  pick: { trigger: 3, prizes: [5, 8, 10, 15, 25] },
  declaredRtp: '96.0719',
  volatility: 'low',
};
