export interface InviteTier {
  id: number;
  personCount: number;
}

/**
 * The reward cells a claim of `tier` pays (spec 002: a cell can be claimed when childCount is at least
 * its personCount and treasureIndex is below it). Claiming a cell also pays the lower cells the member
 * had not claimed yet: claiming them one by one would have paid them too, and the grid disables every
 * cell at or below treasureIndex after the claim, so skipping them would lose a player's reward.
 */
export function cellsToPay<T extends InviteTier>(
  tiers: readonly T[],
  tier: T,
  childCount: number,
  treasureIndex: number,
): T[] | 'notEnoughInvitees' | 'alreadyClaimed' {
  if (tier.personCount <= treasureIndex) return 'alreadyClaimed';
  if (childCount < tier.personCount) return 'notEnoughInvitees';
  return tiers
    .filter((cell) => cell.personCount > treasureIndex && cell.personCount <= tier.personCount)
    .sort((a, b) => a.personCount - b.personCount);
}
