import type { SlotDefinition } from '../definition';
import { stripOf } from '../strips';

/**
 * 243 ways in a clockwork vault; five or more brass cogs hold their values for three respins, each new
 * cog setting them back to three, and a full vault adds the grand prize. Medium volatility.
 */
export const steamVault: SlotDefinition = {
  id: 'steam_vault',
  name: 'Steam Vault',
  description:
    '243 ways; five cogs lock with their values for respins, and a vault full of cogs pays the grand.',
  rows: 3,
  symbols: [
    { name: 'bolt', kind: 'regular' },
    { name: 'spring', kind: 'regular' },
    { name: 'wrench', kind: 'regular' },
    { name: 'gauge', kind: 'regular' },
    { name: 'lamp', kind: 'regular' },
    { name: 'pocketWatch', kind: 'regular' },
    { name: 'airship', kind: 'regular' },
    { name: 'valve', kind: 'wild' },
    { name: 'cog', kind: 'cash' },
  ],
  reels: [
    stripOf([7, 7, 6, 5, 4, 3, 2, 0, 5]),
    stripOf([7, 7, 6, 5, 4, 3, 2, 1, 5]),
    stripOf([7, 7, 6, 5, 4, 3, 2, 1, 5]),
    stripOf([7, 7, 6, 5, 4, 3, 2, 1, 5]),
    stripOf([7, 7, 6, 5, 4, 3, 2, 0, 5]),
  ],
  pays: {
    0: [0, 0, 0, 8, 16, 40],
    1: [0, 0, 0, 8, 16, 40],
    2: [0, 0, 0, 10, 19, 48],
    3: [0, 0, 0, 13, 32, 80],
    4: [0, 0, 0, 16, 40, 119],
    5: [0, 0, 0, 23, 64, 238],
    6: [0, 0, 0, 40, 119, 477],
  },
  reading: { kind: 'ways' },
  betUnits: 25,
  holdAndWin: {
    trigger: 5,
    respins: 3,
    chance: [1, 10],
    values: [
      { value: 1, weight: 30 },
      { value: 2, weight: 30 },
      { value: 3, weight: 20 },
      { value: 4, weight: 10 },
      { value: 5, weight: 6 },
      { value: 10, weight: 3 },
      { value: 20, weight: 1 },
    ],
    grand: 200,
  },
  declaredRtp: '95.7733',
  volatility: 'medium',
};
