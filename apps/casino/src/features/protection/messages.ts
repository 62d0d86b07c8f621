import { defineMessage, defineMessages } from 'react-intl';

export const protectionMessages = defineMessages({
  title: { id: 'protection.title', defaultMessage: 'Play safe' },
  limits: { id: 'protection.limits', defaultMessage: 'Your limits' },
  noLimit: { id: 'protection.noLimit', defaultMessage: 'No limit' },
  depositDay: { id: 'protection.depositDay', defaultMessage: 'Deposit limit · 24 hours' },
  depositWeek: { id: 'protection.depositWeek', defaultMessage: 'Deposit limit · 7 days' },
  depositMonth: { id: 'protection.depositMonth', defaultMessage: 'Deposit limit · 30 days' },
  lossDay: { id: 'protection.lossDay', defaultMessage: 'Loss limit · 24 hours' },
  lossWeek: { id: 'protection.lossWeek', defaultMessage: 'Loss limit · 7 days' },
  lossMonth: { id: 'protection.lossMonth', defaultMessage: 'Loss limit · 30 days' },
  stakeDay: { id: 'protection.stakeDay', defaultMessage: 'Stake limit · 24 hours' },
  stakeWeek: { id: 'protection.stakeWeek', defaultMessage: 'Stake limit · 7 days' },
  stakeMonth: { id: 'protection.stakeMonth', defaultMessage: 'Stake limit · 30 days' },
  confirm: { id: 'protection.confirm', defaultMessage: 'Confirm' },
  keep: { id: 'protection.keep', defaultMessage: 'Keep my limit' },
  change: { id: 'protection.change', defaultMessage: 'Set a limit' },
  kind: { id: 'protection.kind', defaultMessage: 'Limit' },
  amount: { id: 'protection.amount', defaultMessage: 'Amount (empty removes the limit)' },
  save: { id: 'protection.save', defaultMessage: 'Save' },
  saved: { id: 'protection.saved', defaultMessage: 'Your limit is saved.' },
  time: { id: 'protection.time', defaultMessage: 'Time' },
  realityCheck: { id: 'protection.realityCheck', defaultMessage: 'Reality check' },
  sessionLimit: { id: 'protection.sessionLimit', defaultMessage: 'Session time limit' },
  off: { id: 'protection.off', defaultMessage: 'Off' },
  takeBreak: { id: 'protection.takeBreak', defaultMessage: 'Take a break' },
  breakIntro: {
    id: 'protection.breakIntro',
    defaultMessage: 'No play, deposits or promotions until the break ends. It cannot be shortened.',
  },
  period: { id: 'protection.period', defaultMessage: 'Length' },
  p24h: { id: 'protection.p24h', defaultMessage: '24 hours' },
  p7d: { id: 'protection.p7d', defaultMessage: '7 days' },
  p30d: { id: 'protection.p30d', defaultMessage: '30 days' },
  p6w: { id: 'protection.p6w', defaultMessage: '6 weeks' },
  p6m: { id: 'protection.p6m', defaultMessage: '6 months' },
  p1y: { id: 'protection.p1y', defaultMessage: '1 year' },
  p2y: { id: 'protection.p2y', defaultMessage: '2 years' },
  p5y: { id: 'protection.p5y', defaultMessage: '5 years' },
  selfExclude: { id: 'protection.selfExclude', defaultMessage: 'Self-exclude' },
  excludeIntro: {
    id: 'protection.excludeIntro',
    defaultMessage:
      'At once: you are logged out everywhere, your bonus ends and your cash balance is sent back to you. It cannot be undone; at its end you must ask to come back and wait 24 hours.',
  },
  password: { id: 'protection.password', defaultMessage: 'Your password' },
  sure: { id: 'protection.sure', defaultMessage: 'Are you sure?' },
  cancel: { id: 'protection.cancel', defaultMessage: 'Cancel' },
  signUpLead: {
    id: 'protection.signUpLead',
    defaultMessage: 'Set deposit, loss and stake limits now or at any time in',
  },
  cashierLead: { id: 'protection.cashierLead', defaultMessage: 'Keep your deposits in hand:' },
  gameLead: { id: 'protection.gameLead', defaultMessage: 'Limits, breaks and your history:' },
  help: {
    id: 'protection.help',
    defaultMessage:
      'Need to talk? BeGambleAware, Gamblers Anonymous and your national helpline are there to help.',
  },
});

export const introMessage = defineMessage<{ hours: number }>({
  id: 'protection.intro',
  defaultMessage:
    'Set your own limits, take a break or exclude yourself. A lower limit applies at once; a higher one, or removing one, only after {hours} hours and your confirmation.',
});

export const pendingRaiseMessage = defineMessage<{ amount: string; at: string }>({
  id: 'protection.pendingRaise',
  defaultMessage: 'Change to {amount} waiting: you can confirm it from {at}.',
});

export const pendingRemovalMessage = defineMessage<{ at: string }>({
  id: 'protection.pendingRemoval',
  defaultMessage: 'Removal waiting: you can confirm it from {at}.',
});

export const waitingMessage = defineMessage<{ hours: number }>({
  id: 'protection.waiting',
  defaultMessage: 'Your change waits {hours} hours; your limit holds until then.',
});

export const minutesMessage = defineMessage<{ count: number }>({
  id: 'protection.minutes',
  defaultMessage: '{count, plural, one {# minute} other {# minutes}}',
});

export const onBreakMessage = defineMessage<{ at: string }>({
  id: 'protection.onBreak',
  defaultMessage: 'You are on a break until {at}.',
});
