import type { GameRng } from '../../fairness/sampling';
import { cascadePlayer } from './cascade';
import { type SlotDefinition, symbolOf } from './definition';

/**
 * A slot's rounds for long simulations: what `playStudioRound` pays, in cents for a bet of one cent per
 * pay-table unit, with no record of the round and no allocation per round (flat typed arrays set up
 * once). It makes the same draws in the same order as the engine, so from one seed both pay the same
 * rounds; simulate.test.ts holds that, round by round, for every slot. The bench plays 10^7 rounds a
 * slot with it; the engine builds the names, windows and falls a page shows and is some ten times slower.
 */
export function roundSimulator(slot: SlotDefinition): (rng: GameRng, pickChoice?: number) => number {
  const rows = slot.rows;
  const reels = slot.reels.length;
  const cells = reels * rows;
  const wild = symbolOf(slot, 'wild');
  const scatter = symbolOf(slot, 'scatter');
  const bonus = symbolOf(slot, 'bonus');
  const cashSymbol = symbolOf(slot, 'cash');
  const symbols = slot.symbols.length;
  const regular = Uint8Array.from(slot.symbols, (symbol) => (symbol.kind === 'regular' ? 1 : 0));
  // pays[symbol * (reels + 1) + count]
  const pays = new Float64Array(symbols * (reels + 1));
  for (let symbol = 0; symbol < symbols; symbol += 1)
    for (let count = 0; count <= reels; count += 1)
      pays[symbol * (reels + 1) + count] = slot.pays[symbol]?.[count] ?? 0;
  const wildPays = (count: number) => (wild >= 0 ? pays[wild * (reels + 1) + count]! : 0);
  // strips doubled so a window never wraps: strip[stop + row]
  const strips = slot.reels.map((strip) => Int32Array.from([...strip, ...strip]));
  const lengths = Int32Array.from(slot.reels, (strip) => strip.length);
  const reading = slot.reading;
  const lines = reading.kind === 'lines' ? reading.lines.map((line) => Int32Array.from(line)) : [];
  const expandingBase = Uint8Array.from({ length: reels }, (_, reel) =>
    slot.expandingWildReels?.includes(reel) ? 1 : 0,
  );
  // a sticky free spin reads a wild on a sticky reel as filling it, in place of the base game's expanding reels
  const sticky = Uint8Array.from({ length: reels }, (_, reel) =>
    slot.stickyWilds?.reels.includes(reel) ? 1 : 0,
  );
  const scatterPays = slot.scatterPays ?? [];
  const fs = slot.freeSpins;
  const hw = slot.holdAndWin;
  const cashWeights = hw ? hw.values.reduce((sum, { weight }) => sum + weight, 0) : 0;
  const pick = slot.pick;
  const prizes = pick ? Float64Array.from(pick.prizes) : new Float64Array(0);
  const cascade = reading.kind === 'clusters' ? cascadePlayer(slot) : undefined;

  const stops = new Array<number>(reels).fill(0);
  const grid = new Int32Array(cells); // grid[reel * rows + row], as drawn (held reels full of wilds)
  const read = new Int32Array(cells); // as wins read it
  const seenFirst = new Uint8Array(symbols);
  const held = new Uint8Array(cells);
  const baseHeld = new Uint8Array(cells);
  // spin results, read by the round
  let spinScatters = 0;
  let spinBonus = 0;
  let spinCash = 0;
  let spinCashUnits = 0;
  let heldReels = 0;

  const cashValue = (rng: GameRng): number => {
    let ticket = rng.int(cashWeights);
    for (const { value, weight } of hw!.values) {
      if (ticket < weight) return value;
      ticket -= weight;
    }
    throw new RangeError('no cash value');
  };

  const linesPay = (): number => {
    let total = 0;
    for (const line of lines) {
      let wilds = 0;
      while (wilds < reels && read[wilds * rows + line[wilds]!] === wild) wilds += 1;
      const wildPay = wildPays(wilds);
      if (wilds === reels) {
        total += wildPay;
        continue;
      }
      const first = read[wilds * rows + line[wilds]!]!;
      if (!regular[first]) {
        total += wildPay;
        continue;
      }
      let count = wilds;
      while (count < reels) {
        const s = read[count * rows + line[count]!];
        if (s !== first && s !== wild) break;
        count += 1;
      }
      const pay = pays[first * (reels + 1) + count]!;
      total += Math.max(pay, wildPay);
    }
    return total;
  };

  const waysPay = (): number => {
    seenFirst.fill(0);
    let total = 0;
    for (let row = 0; row < rows; row += 1) {
      const symbol = read[row]!;
      if (seenFirst[symbol]) continue;
      seenFirst[symbol] = 1;
      if (!regular[symbol]) continue;
      let ways = 1;
      let count = 0;
      for (let reel = 0; reel < reels; reel += 1) {
        let matches = 0;
        for (let r = 0; r < rows; r += 1) {
          const s = read[reel * rows + r];
          if (s === symbol || (count > 0 && s === wild)) matches += 1;
        }
        if (matches === 0) break;
        ways *= matches;
        count += 1;
      }
      total += ways * pays[symbol * (reels + 1) + count]!;
    }
    return total;
  };

  /** One spin's pay in pay-table units, times its multiplier; sets the spin's counts. */
  const spin = (rng: GameRng, multiplier: number, stickySpin: boolean): number => {
    const expanding = stickySpin ? sticky : expandingBase;
    for (let reel = 0; reel < reels; reel += 1) stops[reel] = rng.int(lengths[reel]!);
    spinScatters = 0;
    spinBonus = 0;
    spinCash = 0;
    for (let reel = 0; reel < reels; reel += 1) {
      const strip = strips[reel]!;
      const stop = stops[reel]!;
      const base = reel * rows;
      const full = stickySpin && (heldReels & (1 << reel)) !== 0;
      let hasWild = false;
      for (let row = 0; row < rows; row += 1) {
        const s = full ? wild : strip[stop + row]!;
        grid[base + row] = s;
        if (s === wild) hasWild = true;
        else if (s === scatter) spinScatters += 1;
        else if (s === bonus) spinBonus += 1;
        else if (s === cashSymbol) spinCash += 1;
      }
      if (expanding[reel] && hasWild) for (let row = 0; row < rows; row += 1) read[base + row] = wild;
      else for (let row = 0; row < rows; row += 1) read[base + row] = grid[base + row]!;
      if (stickySpin && sticky[reel] && hasWild) heldReels |= 1 << reel;
    }
    let units: number;
    if (cascade) units = cascade(stops);
    else if (reading.kind === 'ways') units = waysPay();
    else units = linesPay();
    spinCashUnits = 0;
    if (hw && spinCash > 0) {
      // the engine draws each cash symbol's value reel by reel, top to bottom
      for (let cell = 0; cell < cells; cell += 1) {
        held[cell] = grid[cell] === cashSymbol ? 1 : 0;
        if (held[cell]) spinCashUnits += cashValue(rng);
      }
    }
    return (units + (scatterPays[spinScatters] ?? 0) * slot.betUnits) * multiplier;
  };

  const holdAndWin = (rng: GameRng, start: number, startUnits: number): number => {
    let count = start;
    let units = startUnits;
    let left = hw!.respins;
    while (left > 0 && count < cells) {
      let landed = 0;
      // cells that land this respin are held after it, so mark them apart
      for (let cell = 0; cell < cells; cell += 1) {
        if (held[cell] === 1 || rng.int(hw!.chance[1]) >= hw!.chance[0]) continue;
        units += cashValue(rng);
        held[cell] = 2;
        landed += 1;
      }
      for (let cell = 0; cell < cells; cell += 1) if (held[cell] === 2) held[cell] = 1;
      count += landed;
      left = landed > 0 ? hw!.respins : left - 1;
    }
    return units + (count === cells ? hw!.grand : 0);
  };

  const bet = slot.betUnits;
  return (rng: GameRng, pickChoice = 0): number => {
    heldReels = 0;
    let paid = spin(rng, 1, false);
    const baseScatters = spinScatters;
    const baseBonus = spinBonus;
    const baseCash = spinCash;
    const baseCashUnits = spinCashUnits;
    if (hw) baseHeld.set(held);
    if (fs) {
      let left = fs.awards[baseScatters] ?? 0;
      while (left > 0) {
        paid += spin(rng, fs.multiplier, slot.stickyWilds !== undefined);
        left -= 1;
        if (fs.retrigger) left += fs.awards[spinScatters] ?? 0;
      }
    }
    if (pick && baseBonus >= pick.trigger) {
      for (let i = 0; i < prizes.length; i += 1) prizes[i] = pick.prizes[i]!;
      for (let i = prizes.length - 1; i > 0; i -= 1) {
        const j = rng.int(i + 1);
        const swap = prizes[i]!;
        prizes[i] = prizes[j]!;
        prizes[j] = swap;
      }
      const chosen = Math.min(Math.max(0, Math.trunc(pickChoice)), prizes.length - 1);
      paid += prizes[chosen]! * bet;
    }
    if (hw && baseCash >= hw.trigger) {
      // free spins, were there any, drew their own cash symbols: the respins start from the base window's
      held.set(baseHeld);
      paid += holdAndWin(rng, baseCash, baseCashUnits) * bet;
    }
    return paid;
  };
}
