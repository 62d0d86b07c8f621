import type { BaccaratOutcome } from '../../../../src/games/baccarat/engine';
import { rankOf, suitOf } from '../blackjack/cards';
import type { GameModule } from '../types';
import { BaccaratGame } from './BaccaratGame';
import { BaccaratRules } from './BaccaratRules';

const cards = (list: number[]) => list.map((card) => `${rankOf(card)}${suitOf(card)}`).join(' ');

export const game: GameModule = {
  Game: BaccaratGame,
  Rules: BaccaratRules,
  outcomeText(receipt, t) {
    const o = receipt.outcome as BaccaratOutcome;
    const winner = t(`baccarat.winner.${o.winner}`, { player: o.playerTotal, banker: o.bankerTotal });
    return `${t('baccarat.player')} ${cards(o.player)} · ${t('baccarat.banker')} ${cards(o.banker)} · ${winner}`;
  },
  lang: import.meta.glob('./lang/*.json', { import: 'default' }),
};
