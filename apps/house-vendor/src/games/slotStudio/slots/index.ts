import type { SlotDefinition } from '../definition';
import { aegeanStorm } from './aegeanStorm';
import { bloodMoon } from './bloodMoon';
import { cherryBellClassic } from './cherryBellClassic';
import { jadeTigerWays } from './jadeTigerWays';
import { pharaohExpanding } from './pharaohExpanding';
import { treasureDig } from './treasureDig';

/** Every slot of the studio, each its own maths. */
export const STUDIO_SLOTS: readonly SlotDefinition[] = [
  cherryBellClassic,
  aegeanStorm,
  jadeTigerWays,
  pharaohExpanding,
  treasureDig,
  bloodMoon,
];

export function findStudioSlot(id: string): SlotDefinition | undefined {
  return STUDIO_SLOTS.find((slot) => slot.id === id);
}
