import { describe, expect, it } from 'vitest';
import {
  redeemProblem,
  showsEmptyState,
  standing,
  storePackages,
  type VipLevelConfig,
  type VipPackage,
} from './vipRules';

const packages: VipPackage[] = [
  { id: 4, level: 10, points: 1000, bonus: '11.00' },
  { id: 1, level: 0, points: 100, bonus: '1.00' },
  { id: 3, level: 10, points: 400, bonus: '4.40' },
  { id: 2, level: 0, points: 500, bonus: '5.00' },
  { id: 5, level: 20, points: 1000, bonus: '12.00' },
];

const level = (value: number, name: string, points: number): VipLevelConfig => ({
  level: value as VipLevelConfig['level'],
  name,
  displayName: name,
  points,
  color: '#000000',
  icon: `/assets/vip/${name}.svg`,
});
const levels = [
  level(0, 'entry', 0),
  level(10, 'bronze', 400),
  level(20, 'silver', 2000),
  level(40, 'diamond', 75000),
];

describe('the VIP store lists', () => {
  it('only packages at or below the member’s level and within their points, by level then points', () => {
    expect(storePackages(packages, { vipLevel: 10, vipPoints: 600 }).map((item) => item.id)).toEqual([
      1, 2, 3,
    ]);
    expect(storePackages(packages, { vipLevel: 10, vipPoints: 5000 }).map((item) => item.id)).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('nothing for an entry member below the cheapest package', () => {
    expect(storePackages(packages, { vipLevel: 0, vipPoints: 99 })).toEqual([]);
    expect(storePackages(packages, { vipLevel: 0, vipPoints: 100 }).map((item) => item.id)).toEqual([1]);
  });
});

describe('redeeming a package', () => {
  it('warns about the level first, then about the points', () => {
    expect(redeemProblem(packages[4]!, { vipLevel: 10, vipPoints: 0 })).toBe('level');
    expect(redeemProblem(packages[0]!, { vipLevel: 10, vipPoints: 999 })).toBe('points');
    expect(redeemProblem(packages[0]!, { vipLevel: 20, vipPoints: 1000 })).toBeNull();
  });
});

describe('the VIP club', () => {
  it('shows its empty state below 100 available points', () => {
    expect(showsEmptyState({ vipPoints: 99 })).toBe(true);
    expect(showsEmptyState({ vipPoints: 100 })).toBe(false);
  });

  it('finds the member’s level and the next one by their lifetime points', () => {
    expect(standing(levels, { vipLevel: 10, vipLifeTimePoints: 1200 })).toEqual({
      current: levels[1],
      next: levels[2],
    });
    expect(standing(levels, { vipLevel: 40, vipLifeTimePoints: 80000 })).toEqual({
      current: levels[3],
      next: undefined,
    });
  });
});
