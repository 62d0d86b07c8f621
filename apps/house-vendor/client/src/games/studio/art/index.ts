import { art as aegeanStorm } from './aegeanStorm';
import { art as bloodMoon } from './bloodMoon';
import { art as candyCascade } from './candyCascade';
import { art as cherryBellClassic } from './cherryBellClassic';
import { art as diamondSevens } from './diamondSevens';
import { art as forestFairy } from './forestFairy';
import { art as frostWolf } from './frostWolf';
import { art as gemMine } from './gemMine';
import { art as jadeTigerWays } from './jadeTigerWays';
import { art as luckyClover } from './luckyClover';
import { art as pandaCash } from './pandaCash';
import { art as pharaohExpanding } from './pharaohExpanding';
import { art as savannaWays } from './savannaWays';
import type { StudioArt } from './shapes';
import { art as steamVault } from './steamVault';
import { art as thunderPeak } from './thunderPeak';
import { art as treasureDig } from './treasureDig';

/** Every studio slot's drawings by definition id (a few kB each: one chunk for the studio is enough). */
const ART: Readonly<Record<string, StudioArt>> = {
  cherry_bell_classic: cherryBellClassic,
  aegean_storm: aegeanStorm,
  jade_tiger_ways: jadeTigerWays,
  pharaoh_expanding: pharaohExpanding,
  treasure_dig: treasureDig,
  blood_moon: bloodMoon,
  frost_wolf: frostWolf,
  candy_cascade: candyCascade,
  panda_cash: pandaCash,
  diamond_sevens: diamondSevens,
  lucky_clover: luckyClover,
  savanna_ways: savannaWays,
  gem_mine: gemMine,
  steam_vault: steamVault,
  thunder_peak: thunderPeak,
  forest_fairy: forestFairy,
};

export function artOf(slot: string): StudioArt | null {
  return ART[slot] ?? null;
}
