import type { RouletteOutcome } from '../../../../src/games/roulette/engine';
import type { GameModule } from '../types';
import { RouletteGame } from './RouletteGame';
import { RouletteRules } from './RouletteRules';

export const game: GameModule = {
  Game: RouletteGame,
  Rules: RouletteRules,
  outcomeText(receipt, t) {
    const o = receipt.outcome as RouletteOutcome;
    return t('roulette.outcome', { number: o.number, bets: o.bets.length });
  },
  lang: import.meta.glob('./lang/*.json', { import: 'default' }),
};
