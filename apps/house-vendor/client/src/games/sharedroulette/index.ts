import type { RouletteOutcome } from '../../../../src/games/roulette/engine';
import type { CatalogueLoaders } from '../../i18n';
import type { GameModule } from '../types';
import { SharedRouletteGame } from './SharedRouletteGame';
import { SharedRouletteRules } from './SharedRouletteRules';

const own = import.meta.glob('./lang/*.json', { import: 'default' });
const wheel = import.meta.glob('../roulette/lang/*.json', { import: 'default' });

/** The table's words on top of the roulette's (its layout, bets and pays are the same). */
const lang: CatalogueLoaders = Object.fromEntries(
  Object.entries(own).map(([path, load]) => [
    path,
    async () => ({
      ...((await wheel[path.replace('./lang/', '../roulette/lang/')]?.()) as object),
      ...((await load()) as object),
    }),
  ]),
);

export const game: GameModule = {
  Game: SharedRouletteGame,
  Rules: SharedRouletteRules,
  outcomeText(receipt, t) {
    const o = receipt.outcome as RouletteOutcome;
    return t('roulette.outcome', { number: o.number, bets: o.bets.length });
  },
  lang,
};
