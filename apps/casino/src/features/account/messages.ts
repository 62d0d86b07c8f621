import { defineMessages } from 'react-intl';

export const balanceMessages = defineMessages({
  title: { id: 'balances.title', defaultMessage: 'Balances' },
  intro: {
    id: 'balances.intro',
    defaultMessage: 'Your money and points as they stand now. Bonus money is wagered before it becomes cash.',
  },
  withdrawable: { id: 'balances.withdrawable', defaultMessage: 'Withdrawable balance' },
  withdrawableHint: { id: 'balances.withdrawableHint', defaultMessage: 'Cash you can cash out now' },
  wagered: { id: 'balances.wagered', defaultMessage: 'Wagered amount' },
  wageredHint: { id: 'balances.wageredHint', defaultMessage: 'A cash-out may be up to half of it' },
  bonus: { id: 'balances.bonus', defaultMessage: 'Bonus balance' },
  gift: { id: 'balances.gift', defaultMessage: 'Gift bonus' },
  lifetimePoints: { id: 'balances.lifetimePoints', defaultMessage: 'VIP lifetime points' },
  lifetimePointsHint: { id: 'balances.lifetimePointsHint', defaultMessage: 'They set your VIP level' },
  availablePoints: { id: 'balances.availablePoints', defaultMessage: 'Available points' },
  availablePointsHint: { id: 'balances.availablePointsHint', defaultMessage: 'To spend in the VIP store' },
});
