import { findHouseGame } from '@casino/house-vendor';
import { houseGameCodeOf } from './houseGames.js';

/**
 * The game a tile opens: the vendor's game and the rules it plays (a slot's strip set or studio
 * definition, a roulette variant, a blackjack rule set), so two codes of one definition count as one.
 */
function gameOpened(gameCode: string): string | undefined {
  const code = houseGameCodeOf(gameCode);
  const game = code === undefined ? undefined : findHouseGame(code);
  if (game === undefined) return undefined;
  return `${game.engine}:${game.studio ?? game.slotConfig ?? game.roulette ?? game.blackjack ?? 'standard'}`;
}

/**
 * Issue 29, "no two tiles open the same game": the tiles whose code opens no game, and the names of
 * tiles that open one game together (each group sorted); both empty for a catalogue of distinct games.
 */
export function distinctGames(tiles: readonly { name: string; gameCode: string }[]): {
  unopened: string[];
  shared: string[][];
} {
  const byGame = new Map<string, string[]>();
  const unopened: string[] = [];
  for (const tile of tiles) {
    const game = gameOpened(tile.gameCode);
    if (game === undefined) unopened.push(tile.name);
    else byGame.set(game, [...(byGame.get(game) ?? []), tile.name]);
  }
  const shared = [...byGame.values()].filter((names) => names.length > 1).map((names) => names.sort());
  return { unopened, shared };
}
