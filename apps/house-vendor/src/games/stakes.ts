import { CATALOGUE_EXPONENT } from '../money';
import type { HouseGame } from './catalogue';

type Limits = Pick<HouseGame, 'minBetCents' | 'maxBetCents' | 'exponent'>;

/**
 * A table's stake choices (a slot's stakes, a rack of chips) from a list in the catalogue's cents: in
 * fiat the list's values within the table's limits; in another currency (bitcoin) the same steps from
 * the table's converted minimum, first rounded up to a multiple the game accepts (a slot's 20 lines).
 */
export function stakeLadder(list: readonly number[], table: Limits, multipleOf = 1): number[] {
  if ((table.exponent ?? CATALOGUE_EXPONENT) === CATALOGUE_EXPONENT) {
    return list.filter((cents) => cents >= table.minBetCents && cents <= table.maxBetCents);
  }
  const base = Math.ceil(table.minBetCents / multipleOf) * multipleOf;
  return list.map((cents) => (cents / list[0]!) * base).filter((minor) => minor <= table.maxBetCents);
}

/**
 * Video poker's coin values (1 to `maxCoins` coins a hand): in fiat those of the list a hand of them can
 * stake within the limits; in another currency the list's steps from one coin of the converted minimum.
 */
export function coinLadder(list: readonly number[], table: Limits, maxCoins: number): number[] {
  if ((table.exponent ?? CATALOGUE_EXPONENT) === CATALOGUE_EXPONENT) {
    return list.filter((cents) => cents * maxCoins >= table.minBetCents && cents <= table.maxBetCents);
  }
  return stakeLadder(list, table);
}
