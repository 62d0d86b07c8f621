import type { GameInput } from '../fairness/receipt';
import { type BaccaratBet, type BaccaratSide, isValidBaccaratBet } from '../games/baccarat/engine';
import { BACCARAT_RTP } from '../games/baccarat/rtp';
import { chipMinOf, exponentOfTable, findHouseGame, type HouseGame } from '../games/catalogue';
import type { MessageKey } from '../http/i18n';
import { CATALOGUE_EXPONENT, formatMoney, parseMoney } from '../money';

const SIDES: readonly BaccaratSide[] = ['player', 'banker', 'tie'];

/** The return a baccarat table states for itself: its best bet's, the banker (each bet's is in the rules). */
export const baccaratStatedRtp = (): string => BACCARAT_RTP.banker;

export type BaccaratBets =
  | { ok: true; input: Extract<GameInput, { game: 'baccarat' }>; betCents: number }
  | { ok: false; message: MessageKey; values: Record<string, string> };

/**
 * The largest tie bet: the catalogue game's cap (a tie pays 8 to 1 at a 14% edge, so casinos cap it below
 * the table), and never above the tile's own maximum; null when the table sets no lower cap.
 */
export function tieMaxCents(game: HouseGame): number | null {
  const own = findHouseGame(game.code) ?? game;
  const cap = own.betMaxCents?.tie;
  if (cap === undefined) return null;
  if (exponentOfTable(game) === CATALOGUE_EXPONENT) return Math.min(cap, game.maxBetCents);
  // in another currency the cap keeps its share of the game's maximum, down to a whole banker chip
  const share = Math.floor((game.maxBetCents * cap) / own.maxBetCents);
  return Math.max(share - (share % 20), chipMinOf(game));
}

/**
 * A baccarat round's bets as the page sends them, checked against the table before the casino is asked
 * for any money: at most one bet a side, each a whole chip of at least the house game's minimum (a banker
 * bet a multiple of 0.20, so its 5% commission is whole cents), and all of them together within the
 * tile's limits, as a roulette layout is; a tie bet within the table's tie cap.
 */
export function baccaratBets(game: HouseGame, bets: unknown): BaccaratBets {
  const exponent = exponentOfTable(game);
  const chipMin = chipMinOf(game);
  const bad: BaccaratBets = {
    ok: false,
    message: 'baccaratBet',
    values: { min: formatMoney(chipMin, exponent) },
  };
  if (!Array.isArray(bets) || bets.length === 0 || bets.length > SIDES.length) return bad;
  const parsed: BaccaratBet[] = [];
  for (const bet of bets as { side?: unknown; amount?: unknown }[]) {
    const side = bet?.side as BaccaratSide;
    const amountCents = typeof bet?.amount === 'string' ? parseMoney(bet.amount, exponent) : null;
    if (!SIDES.includes(side) || amountCents === null || parsed.some((other) => other.side === side)) {
      return bad;
    }
    const candidate = { side, amountCents };
    if (!isValidBaccaratBet(candidate) || amountCents < chipMin) return bad;
    parsed.push(candidate);
  }
  const tieMax = tieMaxCents(game);
  const tie = parsed.find((bet) => bet.side === 'tie');
  if (tie && tieMax !== null && tie.amountCents > tieMax) {
    return { ok: false, message: 'baccaratTieMax', values: { max: formatMoney(tieMax, exponent) } };
  }
  const total = parsed.reduce((sum, bet) => sum + bet.amountCents, 0);
  if (total > game.maxBetCents) {
    return { ok: false, message: 'rouletteMax', values: { max: formatMoney(game.maxBetCents, exponent) } };
  }
  if (total < game.minBetCents) {
    return { ok: false, message: 'rouletteMin', values: { min: formatMoney(game.minBetCents, exponent) } };
  }
  // player, banker, tie in the table's order whatever the page sent, so receipts read alike
  parsed.sort((a, b) => SIDES.indexOf(a.side) - SIDES.indexOf(b.side));
  return { ok: true, input: { game: 'baccarat', bets: parsed }, betCents: total };
}
