import { PAYLINES } from '../../slot/symbols';
import type { SlotDefinition } from '../definition';
import { stripOf } from '../strips';

/**
 * Five reels, 20 lines; three or more scatters anywhere start 10, 15 or 20 free spins in which every
 * win is tripled, and scatters in them award as many again. Medium volatility.
 */
export const aegeanStorm: SlotDefinition = {
  id: 'aegean_storm',
  name: 'Aegean Storm',
  description:
    'Five reels, 20 lines; three temples start free spins where every win is tripled, and they retrigger.',
  rows: 3,
  symbols: [
    { name: 'nine', kind: 'regular' },
    { name: 'ten', kind: 'regular' },
    { name: 'jack', kind: 'regular' },
    { name: 'queen', kind: 'regular' },
    { name: 'king', kind: 'regular' },
    { name: 'amphora', kind: 'regular' },
    { name: 'helmet', kind: 'regular' },
    { name: 'trident', kind: 'regular' },
    { name: 'lightning', kind: 'wild' },
    { name: 'temple', kind: 'scatter' },
  ],
  reels: [
    stripOf([6, 6, 5, 5, 4, 3, 2, 2, 0, 1]),
    stripOf([6, 6, 5, 5, 4, 3, 2, 2, 2, 1]),
    stripOf([6, 6, 5, 5, 4, 3, 2, 2, 2, 1]),
    stripOf([6, 6, 5, 5, 4, 3, 2, 2, 2, 1]),
    stripOf([6, 6, 5, 5, 4, 3, 3, 2, 1, 1]),
  ],
  pays: {
    0: [0, 0, 0, 10, 20, 100],
    1: [0, 0, 0, 12, 25, 100],
    2: [0, 0, 0, 10, 30, 150],
    3: [0, 0, 0, 15, 40, 200],
    4: [0, 0, 0, 20, 50, 250],
    5: [0, 0, 0, 30, 80, 400],
    6: [0, 0, 0, 40, 120, 600],
    7: [0, 0, 0, 60, 200, 1000],
    8: [0, 0, 0, 100, 400, 2000],
  },
  reading: { kind: 'lines', lines: PAYLINES },
  betUnits: 20,
  scatterPays: [0, 0, 0, 2, 10, 50],
  freeSpins: { awards: [0, 0, 0, 10, 15, 20], multiplier: 3, retrigger: true },
  declaredRtp: '95.2220',
  volatility: 'medium',
};
