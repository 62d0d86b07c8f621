import { cascadePlayer } from './cascade';
import { type SlotDefinition, windowAt } from './definition';
import { evaluateWindow } from './evaluate';
import { exactRtp, stopCombinations } from './exactRtp';
import { everyStop, holdAndWinMoments, type Moments, stickySessions } from './parMoments';

interface Spin {
  pay: number;
  scatters: number;
  bonus: number;
  cash: number;
}

/** A slot's PAR sheet: the figures a regulator and a player are shown, from its definition alone. */
export interface ParSheet {
  id: string;
  stopCombinations: string;
  rtp: { total: string; base: string; freeSpins: string; pick: string; holdAndWin: string };
  /** The mean return of a round as walked here (features by their moments), percent: checks the exact one. */
  walkedRtp: number;
  /** Share of spins that pay something or start a feature. */
  hitFrequency: number;
  /** Share of spins that start a feature: free spins, the pick or the hold and win. */
  featureFrequency: number;
  /** Standard deviation of one round's return, in total bets, features included. */
  standardDeviation: number;
  volatility: SlotDefinition['volatility'];
}

/** Volatility bands by the standard deviation of one round (in total bets). */
export function volatilityOf(standardDeviation: number): SlotDefinition['volatility'] {
  if (standardDeviation < 3) return 'low';
  return standardDeviation < 8 ? 'medium' : 'high';
}

/** What one spin of every stop combination pays (in total bets) and shows, for the PAR figures. */
export function enumerateSpins(slot: SlotDefinition): Spin[] {
  const spins: Spin[] = [];
  const cascade = slot.reading.kind === 'clusters' ? cascadePlayer(slot) : null;
  everyStop(slot, (stops) => {
    const window = slot.reels.map((strip, r) => windowAt(strip, stops[r]!, slot.rows));
    const result = evaluateWindow(slot, window);
    const lineUnits = cascade ? cascade(stops) : result.lineUnits;
    const scatterPay = (slot.scatterPays?.[result.scatters] ?? 0) * slot.betUnits;
    spins.push({
      pay: (lineUnits + scatterPay) / slot.betUnits,
      scatters: result.scatters,
      bonus: result.bonusSymbols,
      cash: result.cashSymbols,
    });
  });
  return spins;
}

/**
 * Walks every stop combination once. Free spins are a branching process: a free spin pays W and awards
 * A more spins, each its own family, so a family's return F = W + sum of A families: E[F] = E[W] /
 * (1 - E[A]) and E[F^2] = (E[W^2] + 2 E[WA] E[F] + E[A(A-1)] E[F]^2) / (1 - E[A]). Sticky free spins
 * and the hold and win are chains of their own (parMoments.ts). A round is its base pay plus its
 * features, which given the base spin are independent of each other.
 */
export function parSheet(slot: SlotDefinition): ParSheet {
  const exact = exactRtp(slot);
  const spins = enumerateSpins(slot);
  const combos = spins.length;

  const fs = slot.freeSpins;
  const awards = (scatters: number) => fs?.awards[scatters] ?? 0;
  const retrigger = (scatters: number) => (fs?.retrigger ? awards(scatters) : 0);
  const mean = (f: (spin: Spin) => number) => spins.reduce((sum, s) => sum + f(s), 0) / combos;
  const m = fs?.multiplier ?? 0;
  const eA = mean((s) => retrigger(s.scatters));
  const eW = mean((s) => m * s.pay);
  const family = eW / (1 - eA);
  const family2 =
    (mean((s) => (m * s.pay) ** 2) +
      2 * family * mean((s) => m * s.pay * retrigger(s.scatters)) +
      family ** 2 * mean((s) => retrigger(s.scatters) * (retrigger(s.scatters) - 1))) /
    (1 - eA);
  const sticky = slot.stickyWilds ? stickySessions(slot) : null;
  const session = (n: number): Moments =>
    sticky ? sticky(n) : { mean: n * family, square: n * family2 + n * (n - 1) * family ** 2 };
  const prizes = slot.pick?.prizes ?? [];
  const pickMoments: Moments = {
    mean: prizes.reduce((sum, p) => sum + p, 0) / Math.max(1, prizes.length),
    square: prizes.reduce((sum, p) => sum + p * p, 0) / Math.max(1, prizes.length),
  };
  const picks = (bonus: number) => slot.pick !== undefined && bonus >= slot.pick.trigger;
  const respins = holdAndWinMoments(slot);

  let hits = 0;
  let features = 0;
  let first = 0;
  let second = 0;
  for (const spin of spins) {
    const parts = [
      session(awards(spin.scatters)),
      picks(spin.bonus) ? pickMoments : { mean: 0, square: 0 },
      respins(spin.cash),
    ];
    const featureMean = parts.reduce((sum, part) => sum + part.mean, 0);
    const started = awards(spin.scatters) > 0 || picks(spin.bonus) || respins(spin.cash).mean > 0;
    if (spin.pay > 0 || started) hits += 1;
    if (started) features += 1;
    first += spin.pay + featureMean;
    // (pay + sum of independent parts)^2: the squares, plus twice every product of two different terms
    let cross = 0;
    parts.forEach((a, i) => {
      for (const b of parts.slice(i + 1)) cross += a.mean * b.mean;
    });
    second +=
      spin.pay ** 2 +
      2 * spin.pay * featureMean +
      parts.reduce((sum, part) => sum + part.square, 0) +
      2 * cross;
  }
  const rtp = first / combos;
  const standardDeviation = Math.sqrt(second / combos - rtp ** 2);
  return {
    id: slot.id,
    stopCombinations: String(stopCombinations(slot)),
    rtp: {
      total: exact.total.percent(4),
      base: exact.base.percent(4),
      freeSpins: exact.freeSpins.percent(4),
      pick: exact.pick.percent(4),
      holdAndWin: exact.holdAndWin.percent(4),
    },
    walkedRtp: rtp * 100,
    hitFrequency: hits / combos,
    featureFrequency: features / combos,
    standardDeviation,
    volatility: volatilityOf(standardDeviation),
  };
}
