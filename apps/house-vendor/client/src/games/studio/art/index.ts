import { art as aegeanStorm } from './aegeanStorm';
import { art as bloodMoon } from './bloodMoon';
import { art as cherryBellClassic } from './cherryBellClassic';
import { art as jadeTigerWays } from './jadeTigerWays';
import { art as pharaohExpanding } from './pharaohExpanding';
import type { StudioArt } from './shapes';
import { art as treasureDig } from './treasureDig';

/** Every studio slot's drawings by definition id (a few kB each: one chunk for the studio is enough). */
const ART: Readonly<Record<string, StudioArt>> = {
  cherry_bell_classic: cherryBellClassic,
  aegean_storm: aegeanStorm,
  jade_tiger_ways: jadeTigerWays,
  pharaoh_expanding: pharaohExpanding,
  treasure_dig: treasureDig,
  blood_moon: bloodMoon,
};

export function artOf(slot: string): StudioArt | null {
  return ART[slot] ?? null;
}
