import { findHouseGame, type HouseGame, publishedFacts } from '@casino/house-vendor';

/** The house vendor's code in the catalogue (games.json `vendor`). */
export const houseVendorCode = 'HOUSE';

/**
 * A catalogue entry's gameCode is `engine:variant` (seeds README), and each names one game of the
 * vendor, so no two tiles open the same game (issue 29). A slot tile's variant is its game's
 * (`slot:aegean_storm` plays `house_aegean_storm`); a table tile's code is listed here, one a game of
 * its own rules: `roulette:shared` is the shared table (one wheel for every player), `baccarat:punto-banco`
 * the vendor's punto banco and `videopoker:jacks-or-better` its video poker. Another variant of an engine
 * (the removed stake tiers' `roulette:gold`) opens nothing: it would be the same game at other limits.
 */
const houseTableCodes: Record<string, string> = {
  'blackjack:classic': 'house_blackjack',
  'blackjack:enhc': 'house_blackjack_enhc',
  'roulette:european': 'house_roulette',
  'roulette:french': 'house_roulette_french',
  'roulette:shared': 'house_roulette_shared',
  'baccarat:punto-banco': 'house_baccarat',
  'videopoker:jacks-or-better': 'house_videopoker',
};

export function houseGameCodeOf(gameCode: string): string | undefined {
  const [engine = '', variant = ''] = gameCode.split(':');
  if (engine !== 'slot') return houseTableCodes[gameCode];
  const game = findHouseGame(`house_${variant}`);
  return game?.category === 'Slots' ? game.code : undefined;
}

/** What a tile shows of its game: the stated return, percent, and the volatility its definition declares. */
export interface TileFacts {
  rtp: string | null;
  volatility: 'low' | 'medium' | 'high' | null;
}

const unknown: TileFacts = { rtp: null, volatility: null };
const facts = new Map<string, TileFacts>();

/**
 * A tile's return and volatility, from its house game's definition (issue 29: never typed into the
 * catalogue), as the game page and the back office's PAR sheet state them; nulls for a game of no vendor
 * here. Kept per game code, so a lobby of any size reads them from memory.
 */
export function tileFacts(vendor: string, gameCode: string): TileFacts {
  if (vendor !== houseVendorCode) return unknown;
  let known = facts.get(gameCode);
  if (known === undefined) {
    const code = houseGameCodeOf(gameCode);
    const game: HouseGame | undefined = code === undefined ? undefined : findHouseGame(code);
    known = game === undefined ? unknown : publishedFacts(game);
    facts.set(gameCode, known);
  }
  return known;
}
