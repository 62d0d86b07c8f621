import type { components } from '@casino/api-client';
import type { MessageDescriptor } from 'react-intl';
import { vipMessages as m } from './messages';

export type VipLevelConfig = components['schemas']['VipLevelConfig'];
export type VipPackage = components['schemas']['VipPackage'];
type Standing = Pick<components['schemas']['UserInfo'], 'vipLevel' | 'vipPoints' | 'vipLifeTimePoints'>;

/** Spec 002 §9: below 100 available points the VIP club shows its empty state. */
export const VIP_EMPTY_BELOW = 100;

export const showsEmptyState = (user: Pick<Standing, 'vipPoints'>) => user.vipPoints < VIP_EMPTY_BELOW;

const levelNames: Record<string, MessageDescriptor> = {
  entry: m.entry,
  bronze: m.bronze,
  silver: m.silver,
  gold: m.gold,
  platinum: m.platinum,
  diamond: m.diamond,
};

/** A level's name in the player's language; a level the operator added reads its own name. */
export function levelName(format: (descriptor: MessageDescriptor) => string, level: VipLevelConfig): string {
  const known = levelNames[level.name];
  return known ? format(known) : level.displayName;
}

/**
 * The store's list (spec 002 §4-§5): packages at the member's level or lower that their available
 * points can buy, by level and then points, as the store call sorts them.
 */
export function storePackages(
  packages: readonly VipPackage[],
  user: Pick<Standing, 'vipLevel' | 'vipPoints'>,
) {
  return packages
    .filter((item) => item.level <= user.vipLevel && item.points <= user.vipPoints)
    .sort((a, b) => a.level - b.level || a.points - b.points);
}

/** Why a package cannot be redeemed now: above the member's level (the level warning) or their points. */
export function redeemProblem(
  item: VipPackage,
  user: Pick<Standing, 'vipLevel' | 'vipPoints'>,
): 'level' | 'points' | null {
  if (item.level > user.vipLevel) return 'level';
  if (item.points > user.vipPoints) return 'points';
  return null;
}

/** The member's level and the next one, by the lifetime points each needs. */
export function standing(
  levels: readonly VipLevelConfig[],
  user: Pick<Standing, 'vipLevel' | 'vipLifeTimePoints'>,
): { current: VipLevelConfig | undefined; next: VipLevelConfig | undefined } {
  const byPoints = [...levels].sort((a, b) => a.points - b.points);
  const current =
    byPoints.find((level) => level.level === user.vipLevel) ??
    byPoints.filter((level) => level.points <= user.vipLifeTimePoints).at(-1);
  const next = byPoints.find(
    (level) => level.points > (current?.points ?? -1) && level.level !== current?.level,
  );
  return { current, next };
}
