import type { VideoPokerOutcome } from '../../../../src/games/videopoker/engine';
import { rankOf, suitOf } from '../blackjack/cards';
import type { GameModule } from '../types';
import { VideoPokerGame } from './VideoPokerGame';
import { VideoPokerRules } from './VideoPokerRules';

const cards = (list: number[]) => list.map((card) => `${rankOf(card)}${suitOf(card)}`).join(' ');

export const game: GameModule = {
  Game: VideoPokerGame,
  Rules: VideoPokerRules,
  outcomeText(receipt, t) {
    const o = receipt.outcome as VideoPokerOutcome;
    return `${cards(o.dealt)} → ${cards(o.hand)} · ${t(`videopoker.hand.${o.result ?? 'none'}`)}`;
  },
  lang: import.meta.glob('./lang/*.json', { import: 'default' }),
};
