import { PAYLINES } from '../../slot/symbols';
import type { SlotDefinition } from '../definition';
import { stripOf } from '../strips';

/**
 * Ten lines in a bamboo grove; five or more lucky coins hold with their values and start three
 * respins, each new coin setting them back to three. A full window adds the grand prize, so the
 * rare full screens carry much of the return: high volatility.
 */
export const pandaCash: SlotDefinition = {
  id: 'panda_cash',
  name: 'Panda Cash',
  description:
    'Five lucky coins hold their values for respins; every new coin resets them, a full screen pays the grand.',
  rows: 3,
  symbols: [
    { name: 'ten', kind: 'regular' },
    { name: 'jack', kind: 'regular' },
    { name: 'queen', kind: 'regular' },
    { name: 'king', kind: 'regular' },
    { name: 'ace', kind: 'regular' },
    { name: 'bamboo', kind: 'regular' },
    { name: 'teapot', kind: 'regular' },
    { name: 'panda', kind: 'regular' },
    { name: 'bambooWild', kind: 'wild' },
    { name: 'luckyCoin', kind: 'cash' },
  ],
  reels: [
    stripOf([6, 6, 5, 5, 4, 3, 2, 2, 0, 5]),
    stripOf([6, 6, 5, 5, 4, 3, 2, 2, 2, 5]),
    stripOf([6, 6, 5, 5, 4, 3, 2, 2, 2, 5]),
    stripOf([6, 6, 5, 5, 4, 3, 2, 2, 2, 5]),
    stripOf([6, 6, 5, 5, 4, 3, 2, 2, 0, 5]),
  ],
  pays: {
    0: [0, 0, 0, 10, 20, 80],
    1: [0, 0, 0, 10, 20, 80],
    2: [0, 0, 0, 10, 30, 100],
    3: [0, 0, 0, 15, 40, 120],
    4: [0, 0, 0, 20, 50, 150],
    5: [0, 0, 0, 30, 80, 300],
    6: [0, 0, 0, 40, 120, 500],
    7: [0, 0, 0, 80, 200, 1000],
  },
  reading: { kind: 'lines', lines: PAYLINES.slice(0, 10) },
  betUnits: 10,
  holdAndWin: {
    trigger: 5,
    respins: 3,
    chance: [1, 12],
    values: [
      { value: 1, weight: 40 },
      { value: 2, weight: 25 },
      { value: 3, weight: 15 },
      { value: 5, weight: 10 },
      { value: 10, weight: 6 },
      { value: 25, weight: 3 },
      { value: 100, weight: 1 },
    ],
    grand: 500,
  },
  declaredRtp: '94.3269',
  volatility: 'high',
};
