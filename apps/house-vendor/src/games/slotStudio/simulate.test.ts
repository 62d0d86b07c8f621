import { describe, expect, it } from 'vitest';
import { SimulationRng } from '../../fairness/rng';
import { playStudioRound } from './play';
import { roundSimulator } from './simulate';
import { STUDIO_SLOTS } from './slots/index';

/** Enough rounds that every slot's features start a few dozen times at least. */
const ROUNDS = 4000;

describe('the bench simulator', () => {
  it.each(STUDIO_SLOTS.map((slot) => [slot.id, slot] as const))(
    '%s pays what the engine pays, round by round, from one seed',
    (_, slot) => {
      const simulate = roundSimulator(slot);
      const engineRng = new SimulationRng(7);
      const simulatorRng = new SimulationRng(7);
      const choices = slot.pick?.prizes.length ?? 1;
      let features = 0;
      for (let i = 0; i < ROUNDS; i += 1) {
        const round = playStudioRound(slot, engineRng, slot.betUnits, i % choices);
        if (round.freeSpins.length > 0 || round.pick || round.holdAndWin) features += 1;
        expect(simulate(simulatorRng, i % choices), `${slot.id} round ${i}`).toBe(round.payoutCents);
      }
      // the same number of draws: the two streams are still in step
      expect(simulatorRng.int(1_000_000)).toBe(engineRng.int(1_000_000));
      const hasFeature = slot.freeSpins || slot.pick || slot.holdAndWin;
      if (hasFeature) expect(features).toBeGreaterThan(5);
    },
  );
});
