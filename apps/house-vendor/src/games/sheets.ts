import { CATALOGUE_EXPONENT, formatMoney } from '../money';
import { tieMaxCents } from '../vendor/baccaratRound';
import { gameView } from '../vendor/views';
import { BACCARAT_RTP } from './baccarat/rtp';
import { blackjackHouseEdge } from './blackjack/houseEdge';
import type { HouseGame } from './catalogue';
import { carriesJackpot, JACKPOT_CONTRIBUTION_PERCENT, withJackpotContribution } from './jackpot';
import { exactBetReturn } from './roulette/engine';
import type { SlotDefinition } from './slotStudio/definition';
import { exactRtp, stopCombinations } from './slotStudio/exactRtp';
import { MEASURED } from './slotStudio/measured';
import { findStudioSlot } from './slotStudio/slots/index';
import { VIDEO_POKER_RTP } from './videopoker/engine';

/**
 * The published maths of every house game, as an operator and a regulator read it (the back office's
 * games screen): the stated return and its house edge, the limits, and a studio slot's PAR sheet. All
 * of it comes from the games' definitions; nothing here is entered by hand but the bench's measured
 * figures (slotStudio/measured.ts).
 */

/** One bet of a table game and its exact return, percent; `maxBet` when the table caps that bet lower. */
export interface BetSheet {
  bet: string;
  rtp: string;
  houseEdge: string;
  maxBet: string | null;
}

export interface ParSheetView {
  reading: SlotDefinition['reading']['kind'];
  /** Paylines; null for ways and clusters. */
  lines: number | null;
  rows: number;
  /** The total bet in pay-table units (lines or coins). */
  betUnits: number;
  stopCombinations: string;
  symbols: { name: string; kind: string }[];
  /** Each reel's strip, top to bottom, by symbol name. */
  reels: string[][];
  /** By symbol: the pay of n of a kind at index n (lines: line bets; ways and clusters: coins). */
  pays: { symbol: string; pays: number[] }[];
  /** Scatter pays by count anywhere, in total bets. */
  scatterPays: number[] | null;
  features: {
    freeSpins: { awards: number[]; multiplier: number; retrigger: boolean } | null;
    pick: { trigger: number; prizes: number[] } | null;
    holdAndWin: {
      trigger: number;
      respins: number;
      chance: string;
      grand: number;
      values: { value: number; weight: number }[];
    } | null;
    stickyWildReels: number[] | null;
    expandingWildReels: number[] | null;
  };
  /** Percent, exact to four decimals; `total` is stated to players (the game's own plus the jackpot). */
  rtp: {
    total: string;
    base: string;
    freeSpins: string;
    pick: string;
    holdAndWin: string;
    jackpot: string;
  };
  /** Share of spins that start a feature, exact (from the window counts of every stop). */
  featureFrequency: number;
  /** Share of rounds that pay, and the standard deviation of one round in total bets: measured. */
  hitFrequency: number | null;
  standardDeviation: number | null;
  measuredRounds: number | null;
}

export interface GameSheet {
  code: string;
  name: string;
  engine: HouseGame['engine'];
  category: HouseGame['category'];
  rtp: string;
  houseEdge: string;
  /** Percent of every stake that feeds the progressive jackpot (and is in `rtp`); null when none. */
  jackpot: string | null;
  volatility: SlotDefinition['volatility'] | null;
  /** A roulette variant, a blackjack rule set; null elsewhere. */
  rules: string | null;
  minBet: string;
  maxBet: string;
  bets: BetSheet[];
  par: ParSheetView | null;
}

/** 100 minus a percent, in its decimals, exactly. */
export function edgeOf(percent: string): string {
  const decimals = percent.split('.')[1]?.length ?? 0;
  const scale = 10 ** decimals;
  const units = Math.round(Number(percent) * scale);
  return ((100 * scale - units) / scale).toFixed(decimals);
}

const bet = (name: string, rtp: string, maxBetCents?: number): BetSheet => ({
  bet: name,
  rtp,
  houseEdge: edgeOf(rtp),
  maxBet: maxBetCents === undefined ? null : formatMoney(maxBetCents, CATALOGUE_EXPONENT),
});

function tableBets(game: HouseGame): BetSheet[] {
  switch (game.engine) {
    // the shared table is one European wheel, its bets those of the RNG table
    case 'roulette':
    case 'sharedroulette': {
      const variant = game.roulette ?? 'european';
      const straight = exactBetReturn({ kind: 'straight', numbers: [17] }, variant).percent.toFixed(3);
      const red = exactBetReturn({ kind: 'red' }, variant).percent.toFixed(3);
      return [bet('numbers', straight), bet('evenMoney', red)];
    }
    case 'baccarat':
      return (['banker', 'player', 'tie'] as const).map((side) =>
        bet(side, BACCARAT_RTP[side], side === 'tie' ? (tieMaxCents(game) ?? undefined) : undefined),
      );
    case 'blackjack':
      return [bet('main', blackjackHouseEdge(game.blackjack ?? 'classic').rtpPercent.toFixed(3))];
    case 'videopoker':
      return [bet('main', VIDEO_POKER_RTP)];
    default:
      return [];
  }
}

const sheets = new Map<string, ParSheetView>();

/** A studio slot's PAR sheet, worked out once per process (the cascade slots walk every stop: a second). */
export function parSheetOf(slot: SlotDefinition): ParSheetView {
  const known = sheets.get(slot.id);
  if (known) return known;
  const exact = exactRtp(slot);
  const name = (symbol: number) => slot.symbols[symbol]!.name;
  // the triggers' chances add up to the chance of any only while a slot has one feature at most
  if ([slot.freeSpins, slot.pick, slot.holdAndWin].filter(Boolean).length > 1)
    throw new RangeError(`${slot.id}: a feature frequency of two features needs their joint counts`);
  const measured = MEASURED[slot.id];
  const hw = slot.holdAndWin;
  const sheet: ParSheetView = {
    reading: slot.reading.kind,
    lines: slot.reading.kind === 'lines' ? slot.reading.lines.length : null,
    rows: slot.rows,
    betUnits: slot.betUnits,
    stopCombinations: String(stopCombinations(slot)),
    symbols: slot.symbols.map(({ name, kind }) => ({ name, kind })),
    reels: slot.reels.map((strip) => strip.map(name)),
    pays: slot.symbols
      .map((_, symbol) => ({ symbol: name(symbol), pays: [...(slot.pays[symbol] ?? [])] }))
      .filter(({ pays }) => pays.some((pay) => pay > 0)),
    scatterPays: slot.scatterPays ? [...slot.scatterPays] : null,
    features: {
      freeSpins: slot.freeSpins
        ? {
            awards: [...slot.freeSpins.awards],
            multiplier: slot.freeSpins.multiplier,
            retrigger: slot.freeSpins.retrigger,
          }
        : null,
      pick: slot.pick ? { trigger: slot.pick.trigger, prizes: [...slot.pick.prizes] } : null,
      holdAndWin: hw
        ? {
            trigger: hw.trigger,
            respins: hw.respins,
            chance: `${hw.chance[0]}/${hw.chance[1]}`,
            grand: hw.grand,
            values: hw.values.map(({ value, weight }) => ({ value, weight })),
          }
        : null,
      stickyWildReels: slot.stickyWilds ? [...slot.stickyWilds.reels] : null,
      expandingWildReels: slot.expandingWildReels ? [...slot.expandingWildReels] : null,
    },
    rtp: {
      total: withJackpotContribution(slot.declaredRtp),
      base: exact.base.percent(4),
      freeSpins: exact.freeSpins.percent(4),
      pick: exact.pick.percent(4),
      holdAndWin: exact.holdAndWin.percent(4),
      jackpot: JACKPOT_CONTRIBUTION_PERCENT,
    },
    featureFrequency: exact.freeSpinsTrigger.add(exact.pickTrigger).add(exact.holdAndWinTrigger).toNumber(),
    hitFrequency: measured?.hitFrequency ?? null,
    standardDeviation: measured?.standardDeviation ?? null,
    measuredRounds: measured?.rounds ?? null,
  };
  sheets.set(slot.id, sheet);
  return sheet;
}

/** One game's sheet: the stated return as the game page states it (gameView), its edge and its maths. */
export function gameSheet(game: HouseGame): GameSheet {
  const view = gameView(game);
  const slot = game.studio === undefined ? undefined : findStudioSlot(game.studio);
  const rtp = view.rtp;
  return {
    code: game.code,
    name: game.name,
    engine: game.engine,
    category: game.category,
    rtp,
    houseEdge: edgeOf(rtp),
    jackpot: carriesJackpot(game) ? JACKPOT_CONTRIBUTION_PERCENT : null,
    volatility: slot?.volatility ?? null,
    rules: view.ruleSet,
    minBet: view.minBet,
    maxBet: view.maxBet,
    bets: tableBets(game),
    par: slot ? parSheetOf(slot) : null,
  };
}
