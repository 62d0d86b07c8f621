import type { GameRng } from '../../fairness/sampling';
import { clusterPay, runCascade } from './cascade';
import { type SlotDefinition, symbolOf, windowAt } from './definition';
import { evaluateWindow } from './evaluate';
import { type CashCell, drawCashValue, type HoldAndWinPlay, playHoldAndWin } from './holdAndWin';
import { freeSpinSlot, heldAfter, withHeld } from './sticky';

/** One window of a cascade as the page shows it: symbol names, the clusters paid and the fall's multiplier. */
export interface StudioFall {
  window: string[][];
  clusters: { symbol: string; cells: [number, number][]; units: number }[];
  multiplier: number;
  /** Paid by this fall, coins, its multiplier applied. */
  units: number;
}

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
  /** Cluster slots: every window of the cascade, the first being `window`, the last paying nothing. */
  falls?: StudioFall[];
  /** Sticky wilds: the reels held full of wilds after this free spin (its window shows those held before). */
  held?: number[];
  /** Hold and win: the value of every cash symbol shown, in total bets. */
  cash?: CashCell[];
}

export interface StudioRound {
  betCents: number;
  base: StudioSpin;
  /** The free spins it started, in order (retriggers extend the list). */
  freeSpins: StudioSpin[];
  /** The pick, when three bonus symbols opened it: the prizes as they lay and the one chosen. */
  pick?: { prizes: number[]; chosen: number; payCents: number };
  /** The hold and win, when enough cash symbols started it: its respins, and what it paid in cents. */
  holdAndWin?: HoldAndWinPlay & { payCents: number };
  payoutCents: number;
}

/** A bet must be a whole number of cents per pay-table unit (per line, or per coin of a ways bet). */
export function isValidStudioBet(slot: SlotDefinition, betCents: number): boolean {
  return Number.isSafeInteger(betCents) && betCents > 0 && betCents % slot.betUnits === 0;
}

function spin(
  slot: SlotDefinition,
  rng: GameRng,
  betCents: number,
  multiplier: number,
  held?: readonly number[],
): StudioSpin {
  const stops = slot.reels.map((strip) => rng.int(strip.length));
  const drawn = slot.reels.map((strip, reel) => windowAt(strip, stops[reel]!, slot.rows));
  // a sticky free spin shows the held reels full of wilds, and reads a new wild on a sticky reel as filling it
  const ids = held ? withHeld(slot, drawn, held) : drawn;
  const result = evaluateWindow(held ? freeSpinSlot(slot) : slot, ids);
  const unitCents = betCents / slot.betUnits;
  const name = (id: number) => slot.symbols[id]!.name;
  let lineUnits = result.lineUnits;
  let falls: StudioFall[] | undefined;
  if (slot.reading.kind === 'clusters') {
    falls = [];
    lineUnits = runCascade(slot, stops, (fall) =>
      falls!.push({
        window: fall.window.map((column) => column.map(name)),
        clusters: fall.clusters.map(({ symbol, cells }) => ({
          symbol: name(symbol),
          cells,
          units: clusterPay(slot, symbol, cells.length) * fall.multiplier,
        })),
        multiplier: fall.multiplier,
        units: fall.units,
      }),
    );
  }
  let cash: CashCell[] | undefined;
  if (slot.holdAndWin) {
    const hw = slot.holdAndWin;
    const symbol = symbolOf(slot, 'cash');
    cash = ids.flatMap((column, reel) =>
      column.flatMap((id, row) => (id === symbol ? [{ reel, row, value: drawCashValue(hw, rng) }] : [])),
    );
  }
  const scatterUnits = (slot.scatterPays?.[result.scatters] ?? 0) * slot.betUnits;
  return {
    stops,
    window: ids.map((column) => column.map(name)),
    lineUnits,
    scatters: result.scatters,
    bonusSymbols: result.bonusSymbols,
    payCents: (lineUnits + scatterUnits) * unitCents * multiplier,
    ...(falls ? { falls } : {}),
    ...(held ? { held: heldAfter(slot, ids, held) } : {}),
    ...(cash ? { cash } : {}),
  };
}

/**
 * A whole round: the base spin (with the values of its cash symbols), the free spins it starts (each
 * draws its own stops; a retrigger adds spins to the session; sticky wilds carry over), then the pick,
 * whose prizes are shuffled by the round's RNG before the player's `pickChoice` opens one, then the
 * hold and win's respins. Every draw comes from `rng`, in that order, so a receipt replays the round.
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
  let held: number[] | undefined = slot.stickyWilds ? [] : undefined;
  while (fs !== undefined && left > 0) {
    const free = spin(slot, rng, betCents, fs.multiplier, held);
    held = free.held;
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
  let holdAndWin: StudioRound['holdAndWin'];
  if (slot.holdAndWin && base.cash && base.cash.length >= slot.holdAndWin.trigger) {
    const played = playHoldAndWin(slot, rng, base.cash);
    holdAndWin = { ...played, payCents: played.units * betCents };
  }
  const payoutCents =
    base.payCents +
    freeSpins.reduce((sum, free) => sum + free.payCents, 0) +
    (pick?.payCents ?? 0) +
    (holdAndWin?.payCents ?? 0);
  return {
    betCents,
    base,
    freeSpins,
    ...(pick === undefined ? {} : { pick }),
    ...(holdAndWin === undefined ? {} : { holdAndWin }),
    payoutCents,
  };
}
