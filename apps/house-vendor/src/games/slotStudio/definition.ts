/**
 * A slot as a studio publishes it: symbols, reel strips, pay table, how wins are read (paylines or
 * ways) and its features. Everything the engine draws, the PAR sheet and the exact RTP are derived from
 * this one value, so the maths a player is told is the maths they play.
 */
export type SymbolKind = 'regular' | 'wild' | 'scatter' | 'bonus' | 'cash';

export interface SlotSymbol {
  /** Stable name: the client draws it and the catalogue translates it (never words in the art). */
  name: string;
  kind: SymbolKind;
}

export type Reading =
  /** Fixed paylines, each the row (0 top) read on each reel; pays are multiples of the line bet. */
  | { kind: 'lines'; lines: readonly (readonly number[])[] }
  /** Every left-to-right combination of adjacent reels ("243 ways" on 5x3); pays are multiples of a coin. */
  | { kind: 'ways' }
  /**
   * Cluster pays with cascades: `minimum` or more of a symbol joined side by side pay (pays by cluster
   * size, the last figure for any larger one, multiples of a coin); the winning cells vanish, the
   * symbols above drop and each reel refills from its strip above its stop, until no cluster is left.
   * The n-th fall of a round pays its wins times `multipliers[n]` (the last one for later falls).
   */
  | { kind: 'clusters'; minimum: number; multipliers: readonly number[] };

export interface FreeSpins {
  /** Spins awarded by the number of scatters in the window (index = count). */
  awards: readonly number[];
  /** Every win during the free spins is multiplied by this. */
  multiplier: number;
  /** Scatters during the free spins award the same spins again. */
  retrigger: boolean;
}

export interface PickBonus {
  /** Bonus symbols needed in the window to start the pick. */
  trigger: number;
  /** The hidden prizes, multiples of the total bet; the player picks one. */
  prizes: readonly number[];
}

/**
 * During the free spins a wild that lands on one of these reels fills that reel and stays there, held,
 * until the free spins end (no retrigger, no scatter pays: a held reel shows no scatter).
 */
export interface StickyWilds {
  reels: readonly number[];
}

/**
 * Hold and win: `trigger` or more cash symbols start the respins. Each cash symbol carries a value (a
 * multiple of the total bet, drawn by `weight`); they are held, and `respins` respins begin: every empty
 * cell spins on its own and shows a new cash symbol with probability chance[0] / chance[1]. A new one
 * is held too and sets the respins back to `respins`. When they run out the values are paid; a full
 * window adds `grand` times the total bet.
 */
export interface HoldAndWin {
  trigger: number;
  respins: number;
  chance: readonly [number, number];
  values: readonly { value: number; weight: number }[];
  grand: number;
}

export interface SlotDefinition {
  id: string;
  /** The game's title and one-line pitch, as the catalogue tile shows them (a brand: not translated). */
  name: string;
  description: string;
  rows: number;
  symbols: readonly SlotSymbol[];
  /** One strip of symbol indexes per reel; a stop shows `rows` consecutive symbols, wrapping. */
  reels: readonly (readonly number[])[];
  /** By symbol index: pay for n of a kind at index n (lines: line bets; ways and clusters: coins). */
  pays: Readonly<Record<number, readonly number[]>>;
  reading: Reading;
  /** The total bet in pay-table units: the number of lines, or the coins a ways bet is worth. */
  betUnits: number;
  /** A wild on these reels fills its whole reel before wins are read (0-based reel indexes). */
  expandingWildReels?: readonly number[];
  /** Scatter pays by count anywhere in the window, multiples of the total bet. */
  scatterPays?: readonly number[];
  freeSpins?: FreeSpins;
  pick?: PickBonus;
  stickyWilds?: StickyWilds;
  holdAndWin?: HoldAndWin;
  /** The published return, percent with four decimals; the exact maths must round to it. */
  declaredRtp: string;
  volatility: 'low' | 'medium' | 'high';
}

export const symbolOf = (slot: SlotDefinition, kind: SymbolKind): number =>
  slot.symbols.findIndex((symbol) => symbol.kind === kind);

/** The symbols a stop shows on one reel, top row first. */
export function windowAt(strip: readonly number[], stop: number, rows: number): number[] {
  return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length]!);
}
