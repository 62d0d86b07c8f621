import type { SlotDefinition } from '../definition';
import { stripOf } from '../strips';

/** A classic three-reel fruit machine: five lines, small frequent pays, no features. Low volatility. */
export const cherryBellClassic: SlotDefinition = {
  id: 'cherry_bell_classic',
  name: 'Cherry Bell Classic',
  description: "Three reels, five lines and the fruit machine's small, frequent pays; no features.",
  rows: 3,
  symbols: [
    { name: 'cherry', kind: 'regular' },
    { name: 'lemon', kind: 'regular' },
    { name: 'bell', kind: 'regular' },
    { name: 'bar', kind: 'regular' },
    { name: 'seven', kind: 'regular' },
    { name: 'wild', kind: 'wild' },
  ],
  reels: [stripOf([6, 6, 4, 3, 2, 1]), stripOf([6, 6, 4, 3, 2, 1]), stripOf([6, 6, 4, 3, 2, 1])],
  pays: {
    0: [0, 0, 0, 6],
    1: [0, 0, 0, 6],
    2: [0, 0, 0, 15],
    3: [0, 0, 0, 30],
    4: [0, 0, 0, 80],
    5: [0, 0, 0, 200],
  },
  reading: {
    kind: 'lines',
    lines: [
      [1, 1, 1],
      [0, 0, 0],
      [2, 2, 2],
      [0, 1, 2],
      [2, 1, 0],
    ],
  },
  betUnits: 5,
  declaredRtp: '95.1728',
  volatility: 'low',
};
