import { CATALOGUE_EXPONENT } from '../money';
import type { BlackjackRuleSet } from './blackjack/engine';
import type { RouletteVariant } from './roulette/engine';
import { STUDIO_SLOTS } from './slotStudio/slots/index';

/** The house games the casino's catalogue lists under vendor code `house`; gameCode picks the engine. */
export interface HouseGame {
  code: string;
  name: string;
  category: 'Slots' | 'Table Games';
  engine: 'slot' | 'studio' | 'blackjack' | 'roulette' | 'baccarat' | 'videopoker' | 'sharedroulette';
  /** Strip set of a slot (SLOT_CONFIGS key). */
  slotConfig?: string;
  /** A studio slot's definition id (slotStudio/slots): its maths, art and rules. */
  studio?: string;
  /** A roulette game's table (absent: European) and a blackjack game's rule set (absent: classic). */
  roulette?: RouletteVariant;
  blackjack?: BlackjackRuleSet;
  /**
   * Smallest and largest stake of one round, cents (roulette and baccarat: of all its bets together;
   * video poker: 1 to 5 coins of one coin value, so one coin of the smallest to five of the largest).
   */
  minBetCents: number;
  maxBetCents: number;
  /**
   * A lower cap on one bet of the table, cents, by bet (baccarat: the tie, which pays 8 to 1 and which
   * casinos cap below the table's maximum); absent: only the table's limits apply.
   */
  betMaxCents?: Readonly<Partial<Record<'tie', number>>>;
  /**
   * A session's table only: the decimals of the launch currency its amounts are counted in (absent: the
   * catalogue's 2). In another currency than fiat the limits are the tile's, converted by the casino.
   */
  exponent?: number;
}

export const HOUSE_VENDOR_CODE = 'house';

export const HOUSE_GAMES: readonly HouseGame[] = [
  {
    code: 'house_fruit_fortune',
    name: 'Fruit Fortune',
    category: 'Slots',
    engine: 'slot',
    slotConfig: 'rtp96',
    minBetCents: 20,
    maxBetCents: 10_000,
  },
  {
    code: 'house_fruit_fortune_97',
    name: 'Fruit Fortune Deluxe',
    category: 'Slots',
    engine: 'slot',
    slotConfig: 'rtp97',
    minBetCents: 20,
    maxBetCents: 10_000,
  },
  {
    code: 'house_fruit_fortune_94',
    name: 'Fruit Fortune Classic',
    category: 'Slots',
    engine: 'slot',
    slotConfig: 'rtp94',
    minBetCents: 20,
    maxBetCents: 10_000,
  },
  // Each studio slot is its own game: from one cent per pay-table unit (line or coin) to 500 of them.
  ...STUDIO_SLOTS.map(
    (slot): HouseGame => ({
      code: `house_${slot.id}`,
      name: slot.name,
      category: 'Slots',
      engine: 'studio',
      studio: slot.id,
      minBetCents: slot.betUnits,
      maxBetCents: slot.betUnits * 500,
    }),
  ),
  {
    code: 'house_blackjack',
    name: 'Blackjack Six Decks',
    category: 'Table Games',
    engine: 'blackjack',
    minBetCents: 100,
    maxBetCents: 50_000,
  },
  {
    code: 'house_blackjack_enhc',
    name: 'European Blackjack',
    category: 'Table Games',
    engine: 'blackjack',
    blackjack: 'enhc',
    minBetCents: 100,
    maxBetCents: 50_000,
  },
  {
    code: 'house_roulette',
    name: 'European Roulette',
    category: 'Table Games',
    engine: 'roulette',
    minBetCents: 10,
    maxBetCents: 100_000,
  },
  // the chip minimum is a called bet's one chip too (voisins: 9 of them)
  {
    code: 'house_roulette_french',
    name: 'French Roulette',
    category: 'Table Games',
    engine: 'roulette',
    roulette: 'french',
    minBetCents: 10,
    maxBetCents: 100_000,
  },
  // one European wheel for every player at the table, on a schedule (vendor/sharedTable.ts)
  {
    code: 'house_roulette_shared',
    name: 'Shared Roulette Table',
    category: 'Table Games',
    engine: 'sharedroulette',
    minBetCents: 10,
    maxBetCents: 100_000,
  },
  // punto banco: every chip of the client is a whole multiple of 0.20, so a banker bet's 5% is exact
  {
    code: 'house_baccarat',
    name: 'Baccarat',
    category: 'Table Games',
    engine: 'baccarat',
    minBetCents: 100,
    maxBetCents: 50_000,
    betMaxCents: { tie: 10_000 },
  },
  // 1 to 5 coins of 0.10 to 10.00 (the client's coin values)
  {
    code: 'house_videopoker',
    name: 'Jacks or Better',
    category: 'Table Games',
    engine: 'videopoker',
    minBetCents: 10,
    maxBetCents: 5_000,
  },
];

/** The decimals a session's table counts in (the catalogue's figures are cents). */
export const exponentOfTable = (game: HouseGame): number => game.exponent ?? CATALOGUE_EXPONENT;

/**
 * The smallest chip of a table (a roulette position, a baccarat side): the house game's own minimum in
 * the catalogue's cents; in another currency the tile's converted minimum, the only figure it has.
 */
export function chipMinOf(game: HouseGame): number {
  return exponentOfTable(game) === CATALOGUE_EXPONENT
    ? (findHouseGame(game.code)?.minBetCents ?? game.minBetCents)
    : game.minBetCents;
}

export function findHouseGame(code: string): HouseGame | undefined {
  return HOUSE_GAMES.find((game) => game.code === code);
}
