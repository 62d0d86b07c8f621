const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

/** A card as the engines number it: rank card % 13 (0 is the ace), suit ⌊card / 13⌋ % 4. */
export const rankOf = (card: number) => RANKS[card % 13]!;
export const suitOf = (card: number) => SUITS[Math.floor(card / 13) % 4]!;
export const isRed = (card: number) => {
  const suit = Math.floor(card / 13) % 4;
  return suit === 1 || suit === 2;
};
