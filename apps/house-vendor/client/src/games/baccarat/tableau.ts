import { pointOf } from '../../../../src/games/baccarat/engine';

/** A hand's baccarat total: its points (tens and faces 0) modulo 10. */
export const handPoints = (cards: readonly number[]): number =>
  cards.reduce((sum, card) => sum + pointOf(card), 0) % 10;

export interface DrawNote {
  key: string;
  values: Record<string, number>;
}

/**
 * Why each side took or did not take a third card, read back from the dealt cards by the fixed tableau
 * (engine.ts deals by it): the player draws on 0 to 5; the banker, on its total and the player's third card.
 */
export function drawNotes(coup: { player: readonly number[]; banker: readonly number[] }): DrawNote[] {
  const player = handPoints(coup.player.slice(0, 2));
  const banker = handPoints(coup.banker.slice(0, 2));
  if (player >= 8 || banker >= 8) return [{ key: 'baccarat.note.natural', values: { player, banker } }];
  const third = coup.player[2];
  const notes: DrawNote[] = [
    {
      key: third === undefined ? 'baccarat.note.playerStands' : 'baccarat.note.playerDraws',
      values: { total: player },
    },
  ];
  const draws = coup.banker.length > 2;
  if (third === undefined) {
    notes.push({
      key: draws ? 'baccarat.note.bankerDraws' : 'baccarat.note.bankerStands',
      values: { total: banker },
    });
  } else {
    notes.push({
      key: draws ? 'baccarat.note.bankerDrawsOn' : 'baccarat.note.bankerStandsOn',
      values: { total: banker, card: pointOf(third) },
    });
  }
  return notes;
}
