import type { SlotDefinition } from '../games/slotStudio/definition';
import { exactRtp } from '../games/slotStudio/exactRtp';
import { findStudioSlot } from '../games/slotStudio/slots/index';

/** What a studio slot's rules screen states: its definition's id and its exact return, split by source. */
export interface StudioFacts {
  id: string;
  rtp: string;
  base: string;
  freeSpins: string;
  pick: string;
  volatility: SlotDefinition['volatility'];
}

const facts = new Map<string, StudioFacts>();

/** The exact figures of a studio slot, worked out once per process (a few hundred ms for five reels). */
export function studioFacts(id: string): StudioFacts | null {
  const slot = findStudioSlot(id);
  if (!slot) return null;
  let known = facts.get(id);
  if (!known) {
    const exact = exactRtp(slot);
    known = {
      id,
      rtp: slot.declaredRtp,
      base: exact.base.percent(4),
      freeSpins: exact.freeSpins.percent(4),
      pick: exact.pick.percent(4),
      volatility: slot.volatility,
    };
    facts.set(id, known);
  }
  return known;
}
