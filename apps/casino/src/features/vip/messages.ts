import { defineMessage, defineMessages } from 'react-intl';

export const vipMessages = defineMessages({
  club: { id: 'vip.club', defaultMessage: 'VIP club' },
  store: { id: 'vip.store', defaultMessage: 'VIP store' },
  intro: {
    id: 'vip.intro',
    defaultMessage:
      'Every game you play earns VIP points: 1 point for every 10 wagered, with no cap. Lifetime points raise your level, and each level brings a higher Monday cashback; available points buy bonuses in the VIP store.',
  },
  yourLevel: { id: 'vip.yourLevel', defaultMessage: 'Your VIP level' },
  progressLabel: { id: 'vip.progressLabel', defaultMessage: 'Progress to the next level' },
  topLevel: { id: 'vip.topLevel', defaultMessage: 'You have reached the highest level' },
  levels: { id: 'vip.levels', defaultMessage: 'VIP levels' },
  levelHeader: { id: 'vip.levelHeader', defaultMessage: 'Level' },
  pointsHeader: { id: 'vip.pointsHeader', defaultMessage: 'Lifetime points required' },
  currentLevel: { id: 'vip.currentLevel', defaultMessage: 'Your level' },
  emptyTitle: { id: 'vip.emptyTitle', defaultMessage: 'Collect 100 points to start redeeming' },
  emptyText: {
    id: 'vip.emptyText',
    defaultMessage: 'Play any game to collect VIP points; from 100 points the VIP store is yours.',
  },
  accountManager: {
    id: 'vip.accountManager',
    defaultMessage:
      'When you pass a level’s points threshold, your personal account manager invites you to that level’s club and its offers.',
  },
  toStore: { id: 'vip.toStore', defaultMessage: 'Go to the VIP store' },
  storeIntro: {
    id: 'vip.storeIntro',
    defaultMessage:
      'Turn your points into bonus money. Packages for your level and below that your points can buy are listed; a bonus is wagered 50 times before it becomes cash.',
  },
  packages: { id: 'vip.packages', defaultMessage: 'VIP store packages' },
  redeem: { id: 'vip.redeem', defaultMessage: 'Redeem' },
  storeEmptyTitle: { id: 'vip.storeEmptyTitle', defaultMessage: 'No package within your points yet' },
  storeEmptyText: {
    id: 'vip.storeEmptyText',
    defaultMessage: 'Keep playing to collect points; packages appear here as soon as you can redeem them.',
  },
  redeemFailed: { id: 'vip.redeemFailed', defaultMessage: 'Redeem failed' },
  redeemNotNow: { id: 'vip.redeemNotNow', defaultMessage: 'Not now' },
  entry: { id: 'vip.level.entry', defaultMessage: 'Entry' },
  bronze: { id: 'vip.level.bronze', defaultMessage: 'Bronze' },
  silver: { id: 'vip.level.silver', defaultMessage: 'Silver' },
  gold: { id: 'vip.level.gold', defaultMessage: 'Gold' },
  platinum: { id: 'vip.level.platinum', defaultMessage: 'Platinum' },
  diamond: { id: 'vip.level.diamond', defaultMessage: 'Diamond' },
});

export const pointsCount = defineMessage<{ points: string }>({
  id: 'vip.points',
  defaultMessage: '{points} points',
});

export const availablePoints = defineMessage<{ points: string }>({
  id: 'vip.availablePoints',
  defaultMessage: 'Available points: {points}',
});

export const pointsToNext = defineMessage<{ points: string; level: string }>({
  id: 'vip.pointsToNext',
  defaultMessage: '{points} points to {level}',
});

export const levelWarning = defineMessage<{ level: string }>({
  id: 'vip.levelWarning',
  defaultMessage: 'This package is for {level} members. Reach that level to redeem it.',
});

export const redeemed = defineMessage<{ bonus: string }>({
  id: 'vip.redeemed',
  defaultMessage: 'Redeemed: {bonus} added to your bonus balance',
});

export const redeemConfirmTitle = defineMessage<{ points: string; bonus: string }>({
  id: 'vip.redeemConfirmTitle',
  defaultMessage: 'Redeem {points} points for a {bonus} bonus?',
});

export const redeemConfirmText = defineMessage<{ bonus: string; multiplier: number; wagering: string }>({
  id: 'vip.redeemConfirmText',
  defaultMessage:
    'This starts a bonus: {bonus} that becomes cash once you wager {wagering} ({multiplier} times the bonus). While it is active, a cash-out of your own money waits for the wagering unless you leave the bonus, which removes it and keeps your cash. Only one bonus is active at a time.',
});
