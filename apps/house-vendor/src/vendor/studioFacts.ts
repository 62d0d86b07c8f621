import { JACKPOT_CONTRIBUTION_PERCENT, withJackpotContribution } from '../games/jackpot';
import type { SlotDefinition } from '../games/slotStudio/definition';
import { exactRtp } from '../games/slotStudio/exactRtp';
import { findStudioSlot } from '../games/slotStudio/slots/index';

/** What a studio slot's rules screen states: its definition's id and its exact return, split by source. */
export interface StudioFacts {
  id: string;
  /** The stated return: the game's own (base and features) plus the jackpot's contribution. */
  rtp: string;
  /** The share of every stake that feeds the progressive jackpot and is paid back by it, percent. */
  jackpot: string;
  base: string;
  freeSpins: string;
  pick: string;
  holdAndWin: string;
  volatility: SlotDefinition['volatility'];
}

const facts = new Map<string, StudioFacts>();

const zero = '0.0000';

/**
 * The exact figures of a studio slot, worked out once per process (a few hundred ms for five reels). A
 * slot without features returns its declared RTP from the base game alone, which its test holds exact:
 * a cascade slot's walk over every stop is not redone in a request.
 */
export function studioFacts(id: string): StudioFacts | null {
  const slot = findStudioSlot(id);
  if (!slot) return null;
  let known = facts.get(id);
  if (!known) {
    const plain = !slot.freeSpins && !slot.pick && !slot.holdAndWin;
    const exact = plain ? null : exactRtp(slot);
    known = {
      id,
      rtp: withJackpotContribution(slot.declaredRtp),
      jackpot: JACKPOT_CONTRIBUTION_PERCENT,
      base: exact?.base.percent(4) ?? slot.declaredRtp,
      freeSpins: exact?.freeSpins.percent(4) ?? zero,
      pick: exact?.pick.percent(4) ?? zero,
      holdAndWin: exact?.holdAndWin.percent(4) ?? zero,
      volatility: slot.volatility,
    };
    facts.set(id, known);
  }
  return known;
}
