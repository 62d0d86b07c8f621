import { defineMessage, defineMessages } from 'react-intl';

export const bonusMessages = defineMessages({
  title: { id: 'bonus.title', defaultMessage: 'My bonus' },
  none: { id: 'bonus.none', defaultMessage: 'You have no active bonus.' },
  oneAtATime: {
    id: 'bonus.oneAtATime',
    defaultMessage:
      'Only one bonus is active at a time. Bonus money is kept apart from your cash and becomes cash once it is wagered.',
  },
  held: { id: 'bonus.held', defaultMessage: 'Bonus held' },
  wagered: { id: 'bonus.wagered', defaultMessage: 'Wagered so far' },
  remaining: { id: 'bonus.remaining', defaultMessage: 'Still needed' },
  expires: { id: 'bonus.expires', defaultMessage: 'Expires' },
  progress: { id: 'bonus.progress', defaultMessage: 'Wagering progress' },
  contributions: { id: 'bonus.contributions', defaultMessage: 'How much each game counts' },
  gameTypeHeader: { id: 'bonus.gameTypeHeader', defaultMessage: 'Game type' },
  countsHeader: { id: 'bonus.countsHeader', defaultMessage: 'Counts' },
  playingNow: { id: 'bonus.playingNow', defaultMessage: 'Playing now' },
  leave: { id: 'bonus.leave', defaultMessage: 'Leave bonus' },
  leaveNote: {
    id: 'bonus.leaveNote',
    defaultMessage: 'You can leave this bonus at any time and keep your cash.',
  },
  leaveTitle: { id: 'bonus.leaveTitle', defaultMessage: 'Leave the bonus?' },
  stay: { id: 'bonus.stay', defaultMessage: 'Keep the bonus' },
  left: {
    id: 'bonus.left',
    defaultMessage: 'You left the bonus. Your cash is yours to play or cash out.',
  },
  signUpTake: { id: 'bonus.signUpTake', defaultMessage: 'Take the sign-up bonus' },
  signUpTaken: { id: 'bonus.signUpTaken', defaultMessage: 'The sign-up bonus is yours. Good luck!' },
  cashNowTitle: { id: 'bonus.cashNowTitle', defaultMessage: 'Withdraw your cash now' },
  cashNowAction: { id: 'bonus.cashNowAction', defaultMessage: 'Leave the bonus and withdraw my cash' },
  wageringBlocksCashout: {
    id: 'bonus.wageringBlocksCashout',
    defaultMessage: 'Cash-out opens once the wagering is met, or at once if you leave the bonus.',
  },
});

/** The bonus's name by kind (contract: BonusGrant.kind). */
export const bonusKindMessages = defineMessages({
  SIGN_UP: { id: 'bonus.kind.signUp', defaultMessage: 'Sign-up bonus' },
  FIRST_DEPOSIT: { id: 'bonus.kind.firstDeposit', defaultMessage: 'First-deposit bonus' },
  FRIDAY: { id: 'bonus.kind.friday', defaultMessage: 'Friday bonus' },
  VIP_STORE: { id: 'bonus.kind.vipStore', defaultMessage: 'VIP store bonus' },
  INVITE: { id: 'bonus.kind.invite', defaultMessage: 'Invitation bonus' },
  GIFT: { id: 'bonus.kind.gift', defaultMessage: 'Gift bonus' },
  LEGACY: { id: 'bonus.kind.legacy', defaultMessage: 'Bonus' },
});

/** Game types of the contribution table (the game code's engine); any other type reads 'Other games'. */
export const gameTypeMessages = defineMessages({
  slot: { id: 'bonus.gameType.slot', defaultMessage: 'Slots' },
  blackjack: { id: 'bonus.gameType.blackjack', defaultMessage: 'Blackjack' },
  roulette: { id: 'bonus.gameType.roulette', defaultMessage: 'Roulette' },
  other: { id: 'bonus.gameType.other', defaultMessage: 'Other games' },
});

export const leaveMessage = defineMessage<{ cash: string; bonus: string }>({
  id: 'bonus.leaveMessage',
  defaultMessage:
    'You keep your cash ({cash}). The bonus money ({bonus}) and what it won are removed, and the wagering still needed no longer applies.',
});

export const signUpOffer = defineMessage<{ amount: string }>({
  id: 'bonus.signUpOffer',
  defaultMessage: 'Welcome! Take a free {amount} bonus now, no deposit needed.',
});

export const signUpTerms = defineMessage<{ multiplier: number; cap: string }>({
  id: 'bonus.signUpTerms',
  defaultMessage: 'Wager it {multiplier} times to turn it into cash; at most {cap} becomes cash.',
});

export const firstDepositOffer = defineMessage<{ percent: number; max: string; min: string }>({
  id: 'bonus.firstDepositOffer',
  defaultMessage: 'Your first deposit gets a {percent}% bonus up to {max} (minimum deposit {min}).',
});

export const firstDepositTerms = defineMessage<{ multiplier: number; days: number }>({
  id: 'bonus.firstDepositTerms',
  defaultMessage: 'Wager {multiplier} times the bonus plus the deposit within {days} days.',
});

export const firstDepositChoose = defineMessage({
  id: 'bonus.firstDepositChoose',
  defaultMessage: 'Yes, I want the first-deposit bonus with this deposit',
});

export const firstDepositTermsButton = defineMessage({
  id: 'bonus.firstDepositTermsButton',
  defaultMessage: 'Bonus terms',
});

export const firstDepositMeaning = defineMessage({
  id: 'bonus.firstDepositMeaning',
  defaultMessage:
    'While the bonus is active, a cash-out waits until the wagering is done. You can leave the bonus at any time: you lose the bonus and its winnings, and your own cash can be withdrawn at once.',
});

export const firstDepositNotChosen = defineMessage({
  id: 'bonus.firstDepositNotChosen',
  defaultMessage:
    'Without the bonus your deposit stays cash you can withdraw at any time. The offer is for your first deposit only.',
});

export const firstDepositWhere = defineMessage({
  id: 'bonus.firstDepositWhere',
  defaultMessage: 'If you want it, choose it on the deposit screen when you make your first deposit.',
});

export const firstDepositCarries = defineMessage({
  id: 'bonus.firstDepositCarries',
  defaultMessage: 'Your sign-up bonus is carried into this bonus and its wagering.',
});

export const firstDepositPreview = defineMessage<{ bonus: string; wagering: string }>({
  id: 'bonus.firstDepositPreview',
  defaultMessage: 'With this amount: {bonus} bonus, {wagering} to wager.',
});

export const firstDepositBelowMinimum = defineMessage<{ min: string }>({
  id: 'bonus.firstDepositBelowMinimum',
  defaultMessage: 'Deposit at least {min} to get the bonus.',
});

export const cashNowText = defineMessage<{ cash: string; bonus: string; rolling: string }>({
  id: 'bonus.cashNowText',
  defaultMessage:
    'Your cash ({cash}) is yours to withdraw at once if you leave the bonus. You lose the bonus money ({bonus}) and what it won, and the {rolling} still to wager no longer applies.',
});

export const firstDepositUnavailable = defineMessage<{ reason: string }>({
  id: 'bonus.firstDepositUnavailable',
  defaultMessage: 'Not available for this account. {reason}',
});

export const giftMessages = defineMessages({
  use: { id: 'bonus.gift.use', defaultMessage: 'Use the gift' },
  keep: { id: 'bonus.gift.keep', defaultMessage: 'Not now' },
  title: { id: 'bonus.gift.title', defaultMessage: 'Use your gift bonus?' },
  used: { id: 'bonus.gift.used', defaultMessage: 'Your gift is now a bonus you can play with.' },
});

export const giftNote = defineMessage<{ gift: string }>({
  id: 'bonus.gift.note',
  defaultMessage: 'You have a gift bonus of {gift}. To play with it, turn it into a bonus.',
});

export const giftTerms = defineMessage<{ gift: string; wagering: string }>({
  id: 'bonus.gift.terms',
  defaultMessage:
    'Your gift of {gift} becomes a bonus: you play with it, and it becomes cash you can withdraw once you have wagered {wagering}. While it is active you cannot take another bonus, and you may leave it at any time.',
});
