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

export interface AwardTier {
  personCount: number;
  /** The tier's reward in cents. */
  bonusCents: bigint;
}

/**
 * Where each reward of the grid stands, for the invitation pop-up: the award balance is what the
 * member can claim now (tiers reached by invitees who count, not claimed yet); the pending award is
 * what waits on invitees who signed up with the code but do not count yet (not activated), the tiers
 * they would reach once they do.
 */
export function awardFigures(
  tiers: readonly AwardTier[],
  counts: { childCount: number; inviteCount: number; treasureIndex: number },
): { awardBalanceCents: bigint; pendingAwardCents: bigint } {
  const { childCount, inviteCount, treasureIndex } = counts;
  const sum = (keep: (tier: AwardTier) => boolean) =>
    tiers.filter(keep).reduce((total, tier) => total + tier.bonusCents, 0n);
  const reached = Math.max(treasureIndex, childCount);
  return {
    awardBalanceCents: sum((tier) => tier.personCount > treasureIndex && tier.personCount <= childCount),
    pendingAwardCents: sum((tier) => tier.personCount > reached && tier.personCount <= inviteCount),
  };
}
