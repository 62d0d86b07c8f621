import { describe, expect, it } from 'vitest';
import { SimulationRng } from '../../fairness/rng';
import { windowAt } from './definition';
import { evaluateWindow } from './evaluate';
import { STUDIO_SLOTS } from './slots/index';
import { windowWins } from './wins';

describe('the wins a page draws', () => {
  it.each(STUDIO_SLOTS.map((slot) => [slot.id, slot] as const))(
    '%s: the wins shown add up to exactly what the engine paid',
    (_, slot) => {
      const rng = new SimulationRng(29);
      let paying = 0;
      for (let round = 0; round < 3000; round += 1) {
        const ids = slot.reels.map((strip) => windowAt(strip, rng.int(strip.length), slot.rows));
        const names = ids.map((column) => column.map((id) => slot.symbols[id]!.name));
        const wins = windowWins(slot, names);
        expect(wins.reduce((sum, win) => sum + win.units, 0)).toBe(evaluateWindow(slot, ids).lineUnits);
        for (const win of wins) expect(win.cells.length).toBeGreaterThanOrEqual(win.count);
        if (wins.length > 0) paying += 1;
      }
      expect(paying).toBeGreaterThan(100);
    },
  );
});
