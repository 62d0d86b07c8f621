import { PAYLINES } from '../../slot/symbols';
import type { SlotDefinition } from '../definition';
import { stripOf } from '../strips';

/**
 * Ten lines; the map appears on reels 1, 3 and 5 only, and three of them open a dig: the player picks
 * one of six chests, each hiding a multiple of the bet. Medium volatility.
 */
export const treasureDig: SlotDefinition = {
  id: 'treasure_dig',
  name: 'Treasure Dig',
  description: 'Ten lines; three maps open a dig where your chosen chest pays up to 200 times the stake.',
  rows: 3,
  symbols: [
    { name: 'shovel', kind: 'regular' },
    { name: 'lamp', kind: 'regular' },
    { name: 'compass', kind: 'regular' },
    { name: 'parrot', kind: 'regular' },
    { name: 'ship', kind: 'regular' },
    { name: 'skull', kind: 'regular' },
    { name: 'anchor', kind: 'wild' },
    { name: 'map', kind: 'bonus' },
  ],
  reels: [
    stripOf([6, 6, 5, 4, 3, 2, 0, 1]),
    stripOf([6, 6, 5, 4, 3, 2, 2, 0]),
    stripOf([6, 6, 5, 4, 3, 2, 2, 1]),
    stripOf([6, 6, 5, 4, 3, 2, 2, 0]),
    stripOf([6, 6, 5, 4, 3, 2, 1, 1]),
  ],
  pays: {
    0: [0, 0, 0, 6, 15, 50],
    1: [0, 0, 0, 6, 15, 50],
    2: [0, 0, 0, 10, 25, 75],
    3: [0, 0, 0, 12, 30, 100],
    4: [0, 0, 0, 20, 60, 200],
    5: [0, 0, 0, 30, 100, 500],
    6: [0, 0, 0, 50, 250, 1000],
  },
  reading: { kind: 'lines', lines: PAYLINES.slice(0, 10) },
  betUnits: 10,
  pick: { trigger: 3, prizes: [10, 20, 30, 40, 60, 200] },
  declaredRtp: '93.9449',
  volatility: 'medium',
};
