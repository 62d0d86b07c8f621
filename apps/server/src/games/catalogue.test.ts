import { findHouseGame } from '@casino/house-vendor';
import { describe, expect, it } from 'vitest';
import { readSeedJson } from '../db/seedFile.js';
import { houseGameCodeOf } from './houseGames.js';
import { distinctGames } from './testing.js';

interface SeedGame {
  id: number;
  name: string;
  gameCode: string;
  category: string;
  enabled: number;
  minBet: string;
  maxBet: string;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('the seeded catalogue', () => {
  const slots = readSeedJson<SeedGame[]>('games.json').filter((game) => game.category === 'Slots');

  it('opens a game of its own from every slot tile: no two tiles share a game definition', () => {
    const games = slots.map((tile) => findHouseGame(houseGameCodeOf(tile.gameCode) ?? ''));
    expect(games.every((game) => game !== undefined)).toBe(true);
    const definitions = games.map((game) => game!.studio ?? `${game!.engine}:${game!.slotConfig}`);
    expect(new Set(definitions).size).toBe(slots.length);
  });

  it("names each slot tile and sets its stakes as its game's definition does", () => {
    for (const tile of slots) {
      const game = findHouseGame(houseGameCodeOf(tile.gameCode)!)!;
      expect({ name: tile.name, min: cents(tile.minBet), max: cents(tile.maxBet) }).toEqual({
        name: game.name,
        min: game.minBetCents,
        max: game.maxBetCents,
      });
    }
  });

  it('opens the French roulette, the no-hole-card blackjack, baccarat and video poker from their own tiles', () => {
    const tables = readSeedJson<SeedGame[]>('games.json').filter((game) => game.category === 'Table Games');
    const own: [code: string, house: string, name: string][] = [
      ['roulette:french', 'house_roulette_french', 'French Roulette'],
      ['blackjack:enhc', 'house_blackjack_enhc', 'European Blackjack'],
      ['baccarat:punto-banco', 'house_baccarat', 'Baccarat'],
      ['videopoker:jacks-or-better', 'house_videopoker', 'Jacks or Better'],
    ];
    for (const [code, house, name] of own) {
      const tile = tables.find((game) => game.gameCode === code)!;
      expect(houseGameCodeOf(code)).toBe(house);
      expect(findHouseGame(house)?.name).toBe(name);
      expect(tile.name).toBe(name);
      // the tile narrows the house game's limits, never widens them
      expect(cents(tile.minBet)).toBeGreaterThanOrEqual(findHouseGame(house)!.minBetCents);
      expect(cents(tile.maxBet)).toBeLessThanOrEqual(findHouseGame(house)!.maxBetCents);
    }
  });

  it('names the shared roulette table what it is and lists no "Live" tile (issue 29)', () => {
    const games = readSeedJson<SeedGame[]>('games.json');
    expect(games.filter((game) => /live/i.test(game.name) || game.category === 'Live Casino')).toEqual([]);
    const shared = games.filter((game) => houseGameCodeOf(game.gameCode) === 'house_roulette_shared');
    expect(shared.map((game) => game.name)).toEqual(['Shared Roulette Table']);
    const table = findHouseGame('house_roulette_shared')!;
    expect(table.engine).toBe('sharedroulette');
    expect(cents(shared[0]!.minBet)).toBeGreaterThanOrEqual(table.minBetCents);
    expect(cents(shared[0]!.maxBet)).toBeLessThanOrEqual(table.maxBetCents);
  });

  it('refuses to map a code the vendor has no game for, a stake tier of a table game among them', () => {
    expect(houseGameCodeOf('slot:aztec-gold')).toBeUndefined();
    expect(houseGameCodeOf('roulette:european')).toBe('house_roulette');
    expect(houseGameCodeOf('blackjack:classic')).toBe('house_blackjack');
    // the tiers removed by migration 2151 opened these two games at other limits
    expect(houseGameCodeOf('roulette:gold')).toBeUndefined();
    expect(houseGameCodeOf('blackjack:high-roller')).toBeUndefined();
  });

  it('opens a game of its own from every enabled tile: no two share a vendor game and rule set', () => {
    const enabled = readSeedJson<SeedGame[]>('games.json').filter((game) => game.enabled === 1);
    expect(distinctGames(enabled)).toEqual({ unopened: [], shared: [] });
    expect(enabled).toHaveLength(24);
  });
});
