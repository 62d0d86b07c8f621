import type { SlotOutcome } from '../../../../src/games/slot/engine';
import type { GameModule } from '../types';
import { SlotGame } from './SlotGame';
import { SlotRules } from './SlotRules';

export const game: GameModule = {
  Game: SlotGame,
  Rules: SlotRules,
  outcomeText(receipt, t) {
    const o = receipt.outcome as SlotOutcome;
    const stops = o.stops.join('-');
    const wins = o.lineWins.length + (o.scatterMultiplier > 0 ? 1 : 0);
    return wins === 0 ? t('slot.outcomeNone', { stops }) : t('slot.outcomeWins', { stops, count: wins });
  },
  lang: import.meta.glob('./lang/*.json', { import: 'default' }),
};
