import type { GameModule } from './types';

/**
 * Every folder here with an index.ts is a game, named by its folder (the vendor's engine). Each loads
 * on its own, so a slot page never downloads the blackjack table.
 */
const modules = import.meta.glob<{ game: GameModule }>('./*/index.ts');

export async function loadGame(engine: string): Promise<GameModule | null> {
  const load = modules[`./${engine}/index.ts`];
  return load ? (await load()).game : null;
}
