import { type SlotDefinition, windowAt } from './definition';
import { evaluateWindow } from './evaluate';
import { exactRtp, stopCombinations } from './exactRtp';

/** A slot's PAR sheet: the figures a regulator and a player are shown, from its definition alone. */
export interface ParSheet {
  id: string;
  stopCombinations: string;
  rtp: { total: string; base: string; freeSpins: string; pick: string };
  /** Share of spins that pay something or start a feature. */
  hitFrequency: number;
  /** Share of spins that start the free spins or the pick. */
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
export function enumerateSpins(slot: SlotDefinition): { pay: number; scatters: number; bonus: number }[] {
  const spins: { pay: number; scatters: number; bonus: number }[] = [];
  const stops = slot.reels.map(() => 0);
  const visit = (reel: number) => {
    if (reel === slot.reels.length) {
      const window = slot.reels.map((strip, r) => windowAt(strip, stops[r]!, slot.rows));
      const result = evaluateWindow(slot, window);
      const scatterPay = (slot.scatterPays?.[result.scatters] ?? 0) * slot.betUnits;
      spins.push({
        pay: (result.lineUnits + scatterPay) / slot.betUnits,
        scatters: result.scatters,
        bonus: result.bonusSymbols,
      });
      return;
    }
    for (let stop = 0; stop < slot.reels[reel]!.length; stop += 1) {
      stops[reel] = stop;
      visit(reel + 1);
    }
  };
  visit(0);
  return spins;
}

/**
 * Walks every stop combination once. Free spins are a branching process: a free spin pays W and awards
 * A more spins, each its own family, so a family's return F = W + sum of A families: E[F] = E[W] /
 * (1 - E[A]) and E[F^2] = (E[W^2] + 2 E[WA] E[F] + E[A(A-1)] E[F]^2) / (1 - E[A]). A round is its base
 * pay plus its features' sessions, whose moments follow from those.
 */
export function parSheet(slot: SlotDefinition): ParSheet {
  const exact = exactRtp(slot);
  const spins = enumerateSpins(slot);
  const combos = spins.length;

  const fs = slot.freeSpins;
  const awards = (scatters: number) => fs?.awards[scatters] ?? 0;
  const retrigger = (scatters: number) => (fs?.retrigger ? awards(scatters) : 0);
  const mean = (f: (spin: (typeof spins)[number]) => number) =>
    spins.reduce((sum, s) => sum + f(s), 0) / combos;
  const m = fs?.multiplier ?? 0;
  const eA = mean((s) => retrigger(s.scatters));
  const eW = mean((s) => m * s.pay);
  const family = eW / (1 - eA);
  const family2 =
    (mean((s) => (m * s.pay) ** 2) +
      2 * family * mean((s) => m * s.pay * retrigger(s.scatters)) +
      family ** 2 * mean((s) => retrigger(s.scatters) * (retrigger(s.scatters) - 1))) /
    (1 - eA);
  const session = (n: number) => ({ mean: n * family, square: n * family2 + n * (n - 1) * family ** 2 });
  const prizes = slot.pick?.prizes ?? [];
  const pickMean = prizes.reduce((sum, p) => sum + p, 0) / Math.max(1, prizes.length);
  const pickSquare = prizes.reduce((sum, p) => sum + p * p, 0) / Math.max(1, prizes.length);
  const picks = (bonus: number) => slot.pick !== undefined && bonus >= slot.pick.trigger;

  let hits = 0;
  let features = 0;
  let first = 0;
  let second = 0;
  for (const spin of spins) {
    const free = session(awards(spin.scatters));
    const pick = picks(spin.bonus);
    if (spin.pay > 0 || free.mean > 0 || pick) hits += 1;
    if (awards(spin.scatters) > 0 || pick) features += 1;
    const pickPart = pick ? pickMean : 0;
    first += spin.pay + free.mean + pickPart;
    second +=
      spin.pay ** 2 +
      2 * spin.pay * free.mean +
      free.square +
      (pick ? 2 * (spin.pay + free.mean) * pickMean + pickSquare : 0);
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
    },
    hitFrequency: hits / combos,
    featureFrequency: features / combos,
    standardDeviation,
    volatility: volatilityOf(standardDeviation),
  };
}
