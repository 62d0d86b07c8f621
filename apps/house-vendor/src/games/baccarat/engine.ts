import type { GameRng } from '../../fairness/sampling';

/**
 * Punto banco as casinos deal it: eight decks reshuffled for every round from the round's seeds, two
 * cards each to player and banker, third cards by the fixed tableau (no decision is the player's).
 * Player pays 1:1, banker 1:1 less a 5% commission, tie 8:1; a tie returns the player and banker bets.
 * A banker bet is a whole multiple of 20 cents so its commission is exact.
 */
export const DECKS = 8;
export const SHOE_SIZE = DECKS * 52;

export type BaccaratSide = 'player' | 'banker' | 'tie';
export interface BaccaratBet {
  side: BaccaratSide;
  amountCents: number;
}

export interface BaccaratOutcome {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
  bets: (BaccaratBet & { payoutCents: number })[];
  betCents: number;
  payoutCents: number;
}

/** A card is 0..51 (rank card % 13, 0 the ace); tens and faces count 0. */
export const pointOf = (card: number): number => {
  const rank = card % 13;
  return rank >= 9 ? 0 : rank + 1;
};

const total = (points: readonly number[]) => points.reduce((sum, p) => sum + p, 0) % 10;

/** Whether the banker draws, from its total and the player's third card (null when the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * The coup from the points of the next six cards of the shoe (P, B, P, B, then third cards as needed):
 * how many cards each side took and the totals. Shared by the deal and the exact RTP enumeration.
 */
export function coup(points: readonly number[]): {
  playerCards: number;
  bankerCards: number;
  player: number;
  banker: number;
} {
  let player = total([points[0]!, points[2]!]);
  let banker = total([points[1]!, points[3]!]);
  let next = 4;
  let playerThird: number | null = null;
  let playerCards = 2;
  let bankerCards = 2;
  // a natural (8 or 9) on either side ends the coup
  if (player < 8 && banker < 8) {
    if (player <= 5) {
      playerThird = points[next++]!;
      player = (player + playerThird) % 10;
      playerCards = 3;
    }
    if (bankerDraws(banker, playerThird)) {
      banker = (banker + points[next]!) % 10;
      bankerCards = 3;
    }
  }
  return { playerCards, bankerCards, player, banker };
}

export function isValidBaccaratBet(bet: BaccaratBet): boolean {
  return (
    (bet.side === 'player' || bet.side === 'banker' || bet.side === 'tie') &&
    Number.isSafeInteger(bet.amountCents) &&
    bet.amountCents > 0 &&
    (bet.side !== 'banker' || bet.amountCents % 20 === 0)
  );
}

/** Money returned for a bet, stake included. */
export function baccaratPayout(bet: BaccaratBet, winner: BaccaratSide): number {
  if (winner === 'tie') return bet.side === 'tie' ? bet.amountCents * 9 : bet.amountCents;
  if (bet.side !== winner) return 0;
  return bet.side === 'banker' ? bet.amountCents + (bet.amountCents * 19) / 20 : bet.amountCents * 2;
}

/** Shuffles a fresh eight-deck shoe (Fisher-Yates from the round's RNG), deals the coup and settles. */
export function playBaccarat(rng: GameRng, bets: readonly BaccaratBet[]): BaccaratOutcome {
  if (bets.length === 0 || !bets.every(isValidBaccaratBet)) throw new RangeError('invalid baccarat bet');
  const shoe = Array.from({ length: SHOE_SIZE }, (_, i) => i % 52);
  for (let i = shoe.length - 1; i > 0; i -= 1) {
    const j = rng.int(i + 1);
    [shoe[i], shoe[j]] = [shoe[j]!, shoe[i]!];
  }
  const cards = shoe.slice(0, 6);
  const dealt = coup(cards.map(pointOf));
  const player = [cards[0]!, cards[2]!, ...(dealt.playerCards === 3 ? [cards[4]!] : [])];
  const bankerThird = cards[dealt.playerCards === 3 ? 5 : 4]!;
  const banker = [cards[1]!, cards[3]!, ...(dealt.bankerCards === 3 ? [bankerThird] : [])];
  const winner: BaccaratSide =
    dealt.player > dealt.banker ? 'player' : dealt.banker > dealt.player ? 'banker' : 'tie';
  const settled = bets.map((bet) => ({ ...bet, payoutCents: baccaratPayout(bet, winner) }));
  return {
    player,
    banker,
    playerTotal: dealt.player,
    bankerTotal: dealt.banker,
    winner,
    bets: settled,
    betCents: bets.reduce((sum, bet) => sum + bet.amountCents, 0),
    payoutCents: settled.reduce((sum, bet) => sum + bet.payoutCents, 0),
  };
}
