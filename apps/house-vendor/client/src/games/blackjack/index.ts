import type { BlackjackSummary } from '../../../../src/fairness/receipt';
import type { GameModule } from '../types';
import { BlackjackGame } from './BlackjackGame';
import { BlackjackRules } from './BlackjackRules';
import { rankOf, suitOf } from './cards';

const cards = (list: number[]) => list.map((card) => `${rankOf(card)}${suitOf(card)}`).join(' ');

export const game: GameModule = {
  Game: BlackjackGame,
  Rules: BlackjackRules,
  outcomeText(receipt, t) {
    const o = receipt.outcome as BlackjackSummary;
    const hands = o.hands.map(
      (hand) => `${cards(hand.cards)} (${t(`blackjack.result.${hand.result ?? 'lose'}`)})`,
    );
    return `${t('blackjack.dealer')} ${cards(o.dealer)} · ${hands.join(' / ')}`;
  },
  lang: import.meta.glob('./lang/*.json', { import: 'default' }),
};
