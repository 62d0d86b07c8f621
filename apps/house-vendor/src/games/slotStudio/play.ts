import type { GameRng } from '../../fairness/sampling';
import { type SlotDefinition, windowAt } from './definition';
import { evaluateWindow } from './evaluate';

/** One spin as drawn: the stops, what they show, and what they pay in pay-table units. */
export interface StudioSpin {
  stops: number[];
  /** window[reel][row], symbol names. */
  window: string[][];
  lineUnits: number;
  scatters: number;
  bonusSymbols: number;
  /** Paid for this spin, cents (its multiplier applied). */
  payCents: number;
}

export interface StudioRound {
  betCents: number;
  base: StudioSpin;
  /** The free spins it started, in order (retriggers extend the list). */
  freeSpins: StudioSpin[];
  /** The pick, when three bonus symbols opened it: the prizes as they lay and the one chosen. */
  pick?: { prizes: number[]; chosen: number; payCents: number };
  payoutCents: number;
}

/** A bet must be a whole number of cents per pay-table unit (per line, or per coin of a ways bet). */
export function isValidStudioBet(slot: SlotDefinition, betCents: number): boolean {
  return Number.isSafeInteger(betCents) && betCents > 0 && betCents % slot.betUnits === 0;
}

function spin(slot: SlotDefinition, rng: GameRng, betCents: number, multiplier: number): StudioSpin {
  const stops = slot.reels.map((strip) => rng.int(strip.length));
  const ids = slot.reels.map((strip, reel) => windowAt(strip, stops[reel]!, slot.rows));
  const result = evaluateWindow(slot, ids);
  const unitCents = betCents / slot.betUnits;
  const scatterUnits = (slot.scatterPays?.[result.scatters] ?? 0) * slot.betUnits;
  return {
    stops,
    window: ids.map((column) => column.map((id) => slot.symbols[id]!.name)),
    lineUnits: result.lineUnits,
    scatters: result.scatters,
    bonusSymbols: result.bonusSymbols,
    payCents: (result.lineUnits + scatterUnits) * unitCents * multiplier,
  };
}

/**
 * A whole round: the base spin, the free spins it starts (each draws its own stops; a retrigger adds
 * spins to the session), then the pick, whose prizes are shuffled by the round's RNG before the player's
 * `pickChoice` opens one. Every draw comes from `rng`, in that order, so a receipt replays the round.
 */
export function playStudioRound(
  slot: SlotDefinition,
  rng: GameRng,
  betCents: number,
  pickChoice = 0,
): StudioRound {
  if (!isValidStudioBet(slot, betCents))
    throw new RangeError(`bet must be a multiple of ${slot.betUnits} cents`);
  const base = spin(slot, rng, betCents, 1);
  const freeSpins: StudioSpin[] = [];
  const fs = slot.freeSpins;
  let left = fs?.awards[base.scatters] ?? 0;
  while (fs !== undefined && left > 0) {
    const free = spin(slot, rng, betCents, fs.multiplier);
    freeSpins.push(free);
    left -= 1;
    if (fs.retrigger) left += fs.awards[free.scatters] ?? 0;
  }
  let pick: StudioRound['pick'];
  if (slot.pick !== undefined && base.bonusSymbols >= slot.pick.trigger) {
    const prizes = [...slot.pick.prizes];
    for (let i = prizes.length - 1; i > 0; i -= 1) {
      const j = rng.int(i + 1);
      [prizes[i], prizes[j]] = [prizes[j]!, prizes[i]!];
    }
    const chosen = Math.min(Math.max(0, Math.trunc(pickChoice)), prizes.length - 1);
    pick = { prizes, chosen, payCents: prizes[chosen]! * betCents };
  }
  const payoutCents =
    base.payCents + freeSpins.reduce((sum, free) => sum + free.payCents, 0) + (pick?.payCents ?? 0);
  return { betCents, base, freeSpins, ...(pick === undefined ? {} : { pick }), payoutCents };
}
