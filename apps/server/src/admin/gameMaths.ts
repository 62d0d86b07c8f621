import { type GameSheet, gameSheet, HOUSE_GAMES } from '@casino/house-vendor';

let sheets: GameSheet[] | undefined;

/**
 * The games screen: every house game's published maths as the house vendor derives it from the games'
 * definitions (return, edge, limits, a slot's PAR sheet). Worked out at the first call of a process (a
 * few seconds: the exact returns, blackjack's strategy, a cascade slot's walk) and kept, as the
 * definitions cannot change while it runs.
 */
export async function gameMaths(): Promise<GameSheet[]> {
  sheets ??= HOUSE_GAMES.map(gameSheet);
  return sheets;
}
