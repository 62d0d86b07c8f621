import type { GameRng } from '../../fairness/sampling';
import { buildStrip, type ReelWeights } from './strips';
import { LINE_PAYS, PAYLINES, REELS, ROWS, SCATTER, SCATTER_PAYS, SYMBOLS, WILD } from './symbols';

export interface SlotConfig {
  /** Part of the game code, recorded on every receipt so the round can be replayed on the same strips. */
  id: string;
  /** The RTP the strips were tuned for, in percent; the analytic RTP must match it within 0.2. */
  targetRtpPercent: number;
  strips: readonly (readonly number[])[];
}

export function slotConfig(
  id: string,
  targetRtpPercent: number,
  weights: readonly ReelWeights[],
): SlotConfig {
  if (weights.length !== REELS) throw new Error('five reels');
  return { id, targetRtpPercent, strips: weights.map(buildStrip) };
}

/** PAY[symbol * 6 + count]: line multiple for count of a kind, 0 below 3. Flat for the hot loop. */
const PAY = new Int32Array(SYMBOLS.length * (REELS + 1));
SYMBOLS.forEach((name, id) => {
  LINE_PAYS[name].forEach((multiplier, index) => {
    PAY[id * (REELS + 1) + index + 3] = multiplier;
  });
});

export interface LineWin {
  /** Payline number, 1-based as shown on the page. */
  line: number;
  symbol: string;
  count: number;
  /** Multiple of the line bet. */
  multiplier: number;
}

/** Best reading of one payline: the symbol with wilds substituting, or the leading wilds on their own. */
export function evaluateLine(symbols: ArrayLike<number>): {
  symbol: number;
  count: number;
  multiplier: number;
} {
  let wilds = 0;
  while (wilds < REELS && symbols[wilds] === WILD) wilds += 1;
  const wildMultiplier = PAY[WILD * (REELS + 1) + wilds]!;
  const first = wilds < REELS ? symbols[wilds]! : WILD;
  if (first === WILD || first === SCATTER) return { symbol: WILD, count: wilds, multiplier: wildMultiplier };
  let count = wilds;
  while (count < REELS && (symbols[count] === first || symbols[count] === WILD)) count += 1;
  const multiplier = PAY[first * (REELS + 1) + count]!;
  return multiplier >= wildMultiplier
    ? { symbol: first, count, multiplier }
    : { symbol: WILD, count: wilds, multiplier: wildMultiplier };
}

/** evaluateLine's multiplier over window cells, without allocating: the simulation runs it 20 million times. */
function lineMultiplier(window: Int32Array, cells: Int8Array, offset: number): number {
  let wilds = 0;
  while (wilds < REELS && window[cells[offset + wilds]!] === WILD) wilds += 1;
  const wildMultiplier = PAY[WILD * (REELS + 1) + wilds]!;
  if (wilds === REELS) return wildMultiplier;
  const first = window[cells[offset + wilds]!]!;
  if (first === SCATTER) return wildMultiplier;
  let count = wilds + 1;
  while (count < REELS) {
    const id = window[cells[offset + count]!];
    if (id !== first && id !== WILD) break;
    count += 1;
  }
  const multiplier = PAY[first * (REELS + 1) + count]!;
  return Math.max(multiplier, wildMultiplier);
}

export interface SlotOutcome {
  stops: number[];
  /** window[reel][row], symbol names. */
  window: string[][];
  lineWins: LineWin[];
  scatterCount: number;
  /** Multiple of the total bet. */
  scatterMultiplier: number;
  betCents: number;
  payoutCents: number;
  /** Present (and true) only on a spin that drew the progressive jackpot's trigger. */
  jackpot?: true;
}

/**
 * One real-money spin in a million draws the progressive jackpot's trigger, whatever its stake and
 * line wins; the casino then decides whether the round may win the pool and pays it (PROTOCOL.md).
 */
export const JACKPOT_ODDS = 1_000_000;

export const LINE_COUNT = PAYLINES.length;

/** The total bet is spread evenly over the 20 lines, so it must be a whole number of cents per line. */
export function isValidSlotBet(betCents: number): boolean {
  return Number.isSafeInteger(betCents) && betCents > 0 && betCents % LINE_COUNT === 0;
}

/** One uniform stop per reel; the only draws a spin makes. */
export function drawStops(rng: GameRng, config: SlotConfig): number[] {
  return config.strips.map((strip) => rng.int(strip.length));
}

const FLAT_PAYLINES = Int8Array.from(PAYLINES.flatMap((rows) => rows.map((row, reel) => reel * ROWS + row)));
const scratchWindow = new Int32Array(REELS * ROWS);

/**
 * What a set of stops pays, in line bets (a scatter pay of m total bets is m x 20 line bets). Allocation
 * free because the RTP simulation runs it a million times; spinSlot pays exactly this.
 */
export function payoutInLineBets(config: SlotConfig, stops: readonly number[]): number {
  let scatters = 0;
  for (let reel = 0; reel < REELS; reel += 1) {
    const strip = config.strips[reel]!;
    for (let row = 0; row < ROWS; row += 1) {
      const id = strip[(stops[reel]! + row) % strip.length]!;
      scratchWindow[reel * ROWS + row] = id;
      if (id === SCATTER) scatters += 1;
    }
  }
  let units = scatterMultiplierFor(scatters) * LINE_COUNT;
  for (let line = 0; line < LINE_COUNT; line += 1)
    units += lineMultiplier(scratchWindow, FLAT_PAYLINES, line * REELS);
  return units;
}

/** The stops first, then (when the spin plays for the jackpot) one integer below jackpotOdds: 0 hits. */
export function spinSlot(
  rng: GameRng,
  config: SlotConfig,
  betCents: number,
  jackpotOdds?: number,
): SlotOutcome {
  if (!isValidSlotBet(betCents)) throw new RangeError('slot bet must be a positive multiple of 20 cents');
  const outcome = slotOutcomeFor(config, drawStops(rng, config), betCents);
  return jackpotOdds !== undefined && rng.int(jackpotOdds) === 0 ? { ...outcome, jackpot: true } : outcome;
}

/** The full picture of a spin for the page and the receipt; the money is payoutInLineBets. */
export function slotOutcomeFor(config: SlotConfig, stops: number[], betCents: number): SlotOutcome {
  const ids = config.strips.map((strip, reel) =>
    Array.from({ length: ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
  const lineWins: LineWin[] = [];
  PAYLINES.forEach((rows, index) => {
    const win = evaluateLine(rows.map((row, reel) => ids[reel]![row]!));
    if (win.multiplier > 0) {
      lineWins.push({
        line: index + 1,
        symbol: SYMBOLS[win.symbol]!,
        count: win.count,
        multiplier: win.multiplier,
      });
    }
  });
  const scatterCount = ids.reduce((sum, column) => sum + column.filter((id) => id === SCATTER).length, 0);
  return {
    stops,
    window: ids.map((column) => column.map((id) => SYMBOLS[id]!)),
    lineWins,
    scatterCount,
    scatterMultiplier: scatterMultiplierFor(scatterCount),
    betCents,
    payoutCents: payoutInLineBets(config, stops) * (betCents / LINE_COUNT),
  };
}

export function scatterMultiplierFor(count: number): number {
  return count >= 3 ? SCATTER_PAYS[Math.min(count, 5) - 3]! : 0;
}
