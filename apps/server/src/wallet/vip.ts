import vipLevels from '../db/seeds/vipLevels.json' with { type: 'json' };

/** Lowest first, as the seed file lists them; each level is reached at its lifetime points. */
const thresholds = [...vipLevels].sort((a, b) => a.points - b.points);

/** VIP level (0 entry, 10 bronze ... 40 diamond) for the lifetime points, from the level thresholds. */
export function vipLevelFor(lifetimePoints: number): number {
  let level = 0;
  for (const entry of thresholds) if (lifetimePoints >= entry.points) level = entry.level;
  return level;
}
