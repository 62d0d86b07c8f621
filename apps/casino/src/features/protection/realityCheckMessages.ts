import { defineMessages } from 'react-intl';

export const realityCheckMessages = defineMessages({
  title: { id: 'protection.reality.title', defaultMessage: 'Reality check' },
  message: {
    id: 'protection.reality.message',
    defaultMessage: 'Your game is paused. This is where your session stands.',
  },
  time: { id: 'protection.reality.time', defaultMessage: 'Time played this session' },
  net: { id: 'protection.reality.net', defaultMessage: 'Won or lost since you logged in' },
  playOn: { id: 'protection.reality.continue', defaultMessage: 'Continue' },
  history: { id: 'protection.reality.history', defaultMessage: 'See my history' },
  logout: { id: 'protection.reality.logout', defaultMessage: 'Log out' },
});
