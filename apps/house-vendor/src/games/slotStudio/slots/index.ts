import type { SlotDefinition } from '../definition';
import { aegeanStorm } from './aegeanStorm';
import { bloodMoon } from './bloodMoon';
import { candyCascade } from './candyCascade';
import { cherryBellClassic } from './cherryBellClassic';
import { diamondSevens } from './diamondSevens';
import { forestFairy } from './forestFairy';
import { frostWolf } from './frostWolf';
import { gemMine } from './gemMine';
import { jadeTigerWays } from './jadeTigerWays';
import { luckyClover } from './luckyClover';
import { pandaCash } from './pandaCash';
import { pharaohExpanding } from './pharaohExpanding';
import { savannaWays } from './savannaWays';
import { steamVault } from './steamVault';
import { thunderPeak } from './thunderPeak';
import { treasureDig } from './treasureDig';

/** Every slot of the studio, each its own maths. */
export const STUDIO_SLOTS: readonly SlotDefinition[] = [
  cherryBellClassic,
  aegeanStorm,
  jadeTigerWays,
  pharaohExpanding,
  treasureDig,
  bloodMoon,
  frostWolf,
  candyCascade,
  pandaCash,
  diamondSevens,
  luckyClover,
  savannaWays,
  gemMine,
  steamVault,
  thunderPeak,
  forestFairy,
];

export function findStudioSlot(id: string): SlotDefinition | undefined {
  return STUDIO_SLOTS.find((slot) => slot.id === id);
}
