import { defineMessages } from 'react-intl';

export const closeAccountMessages = defineMessages({
  intro: {
    id: 'protection.close.intro',
    defaultMessage:
      'You can close your account now: you are logged out everywhere, any bonus ends and your cash balance is sent back to you. To come back later, ask support; you can play again 24 hours after asking.',
  },
  password: { id: 'protection.close.password', defaultMessage: 'Your password' },
  action: { id: 'protection.close.action', defaultMessage: 'Close my account now' },
  sure: { id: 'protection.close.sure', defaultMessage: 'Close your account?' },
  cancel: { id: 'protection.close.cancel', defaultMessage: 'Keep my account' },
  closed: { id: 'protection.close.closed', defaultMessage: 'Your account is closed.' },
});
