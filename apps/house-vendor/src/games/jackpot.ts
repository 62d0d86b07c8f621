import type { HouseGame } from './catalogue';

/**
 * The casino feeds one linked progressive jackpot from every house slot: 1% of each real-money stake
 * (apps/server/src/jackpots, spec 000 §9 "1% of the game bet"), and the whole pool goes back to players
 * as jackpot wins. That 1% is part of each slot's return to player, so the stated RTP is the game's own
 * exact return plus it. The casino's jackpot test holds its contribution to this figure.
 */
export const JACKPOT_CONTRIBUTION_PERCENT = '1.0000';

/** The games that feed the pool: the casino's `jackpot` row takes every house game of type `slot`. */
export const carriesJackpot = (game: Pick<HouseGame, 'category'>): boolean => game.category === 'Slots';

/**
 * A percent with the jackpot's contribution added, exactly, in the decimals it came with (`95.1728` →
 * `96.1728`, `95.173` → `96.173`): the figures are decimal strings, never added as floats.
 */
export function withJackpotContribution(percent: string): string {
  const decimals = percent.split('.')[1]?.length ?? 0;
  const scale = 10 ** Math.max(decimals, 4);
  const units = (text: string) => {
    const [whole = '0', fraction = ''] = text.split('.');
    return Number(whole) * scale + Number(fraction.padEnd(Math.log10(scale), '0'));
  };
  const sum = units(percent) + units(JACKPOT_CONTRIBUTION_PERCENT);
  const whole = Math.floor(sum / scale);
  const fraction = String(sum % scale)
    .padStart(Math.log10(scale), '0')
    .slice(0, decimals);
  return decimals === 0 ? String(whole) : `${whole}.${fraction}`;
}
