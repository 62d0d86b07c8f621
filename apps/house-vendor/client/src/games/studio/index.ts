import type { StudioOutcome } from '../../../../src/fairness/receipt';
import type { GameModule } from '../types';
import { StudioGame } from './StudioGame';
import { StudioRules } from './StudioRules';

/** The studio's slots: one client for every definition, each drawn with its own art and rules. */
export const game: GameModule = {
  Game: StudioGame,
  Rules: StudioRules,
  outcomeText(receipt, t) {
    const o = receipt.outcome as StudioOutcome;
    const stops = o.base.stops.join('-');
    const paying = [o.base.payCents > 0, o.freeSpins.length > 0, o.pick !== undefined].filter(Boolean).length;
    return paying === 0
      ? t('studio.outcomeNone', { stops })
      : t('studio.outcomeWins', { stops, count: paying });
  },
  lang: import.meta.glob('./lang/*.json', { import: 'default' }),
};
