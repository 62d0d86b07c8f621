import type { Db } from '../db/database.js';
import { findCurrency } from '../reference/index.js';
import { exponentOf, formatMinor, fromReference, type Money, money, toCents } from '../shared/money.js';

/**
 * A catalogue tile's table limits in a member's currency. The operator sets them in fiat figures, which
 * EUR, USD and BRL read as they are; a currency of other decimals (BTC, issue 25) converts them at its
 * reference rate as the bonus figures do (fromReference), the minimum rounded up and the maximum down to
 * the satoshi, so a stake inside the converted limits is never worth less or more than the tile allows.
 */
export async function tableLimitsIn(
  db: Db,
  game: { min_bet: string | number; max_bet: string | number },
  currency: string,
): Promise<{ minBet: Money; maxBet: Money }> {
  const minBet = money(game.min_bet);
  const maxBet = money(game.max_bet);
  const exponent = exponentOf(currency);
  if (exponent === 2) return { minBet, maxBet };
  const row = await findCurrency(db, currency);
  if (row === undefined) throw new Error(`no exchange rate for ${currency}`);
  const rate = String(row.exchange_rate);
  const convert = (figure: Money, rounding: 'down' | 'up') =>
    formatMinor(fromReference(toCents(figure) ?? 0n, rate, exponent, rounding), exponent);
  return { minBet: convert(minBet, 'up'), maxBet: convert(maxBet, 'down') };
}
