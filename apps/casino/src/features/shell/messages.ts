import { defineMessage, defineMessages, type IntlShape } from 'react-intl';

export const copyright = defineMessage<{ year: number; site: string }>({
  id: 'common.copyright',
  defaultMessage: '© {year} {site}. Play responsibly. 18+',
});

export const common = defineMessages({
  home: { id: 'common.home', defaultMessage: 'Home' },
  login: { id: 'common.login', defaultMessage: 'Login' },
  join: { id: 'common.join', defaultMessage: 'Join' },
  logout: { id: 'common.logout', defaultMessage: 'Logout' },
  deposit: { id: 'common.deposit', defaultMessage: 'Deposit' },
  cashout: { id: 'common.cashout', defaultMessage: 'Cash out' },
  menu: { id: 'common.menu', defaultMessage: 'Menu' },
  close: { id: 'common.close', defaultMessage: 'Close' },
  ok: { id: 'common.ok', defaultMessage: 'OK' },
  back: { id: 'common.back', defaultMessage: 'Back' },
  next: { id: 'common.next', defaultMessage: 'Next' },
  send: { id: 'common.send', defaultMessage: 'Send' },
  show: { id: 'common.show', defaultMessage: 'Show' },
  hide: { id: 'common.hide', defaultMessage: 'Hide' },
  loading: { id: 'common.loading', defaultMessage: 'Loading…' },
  notifications: { id: 'common.notifications', defaultMessage: 'Notifications' },
  serverBusy: { id: 'common.serverBusy', defaultMessage: 'Server is busy, please try later' },
  comingSoon: { id: 'common.comingSoon', defaultMessage: 'Coming soon' },
  notFound: { id: 'common.notFound', defaultMessage: 'Page not found' },
  balance: { id: 'common.balance', defaultMessage: 'Balance' },
  toTop: { id: 'common.toTop', defaultMessage: 'To the top' },
  quickLinks: { id: 'common.quickLinks', defaultMessage: 'Quick links' },
  language: { id: 'common.language', defaultMessage: 'Language' },
  contactUs: { id: 'common.contactUs', defaultMessage: 'Contact us' },
  help: { id: 'common.help', defaultMessage: 'Help' },
  withdrawalRules: { id: 'common.withdrawalRules', defaultMessage: 'Withdrawal rules' },
  aboutUs: { id: 'common.aboutUs', defaultMessage: 'About us' },
  privacyPolicy: { id: 'common.privacyPolicy', defaultMessage: 'Privacy policy' },
  terms: { id: 'common.terms', defaultMessage: 'Terms and conditions' },
  referFriend: { id: 'common.referFriend', defaultMessage: 'Refer a friend' },
  copySuccess: { id: 'common.copySuccess', defaultMessage: 'Copied' },
  copyFailed: { id: 'common.copyFailed', defaultMessage: 'Copy failed' },
  news: { id: 'common.news', defaultMessage: 'Messages' },
  accountSettings: { id: 'drawer.accountSettings', defaultMessage: 'Account settings' },
  personalDetails: { id: 'drawer.personalDetails', defaultMessage: 'Personal details' },
  changePassword: { id: 'drawer.changePassword', defaultMessage: 'Change password' },
  cashier: { id: 'drawer.cashier', defaultMessage: 'Cashier' },
  cashoutHistory: { id: 'drawer.cashoutHistory', defaultMessage: 'Cash-out history' },
  restrictedTitle: { id: 'region.title', defaultMessage: 'Service not available' },
  restrictedNote: {
    id: 'region.note',
    defaultMessage: 'Please note we do not provide services in your location at this time.',
  },
  aboutBtc: { id: 'aboutBtc.title', defaultMessage: 'About Bitcoin' },
  banking: { id: 'drawer.banking', defaultMessage: 'Banking' },
  promotions: { id: 'drawer.promotions', defaultMessage: 'Promotions' },
  cashoutRules: { id: 'drawer.cashoutRules', defaultMessage: 'Cash-out rules' },
  about: { id: 'drawer.about', defaultMessage: 'About' },
  userAgreement: { id: 'drawer.userAgreement', defaultMessage: 'User agreement' },
});

const newsUnread = defineMessage<{ count: number }>({
  id: 'common.newsUnread',
  defaultMessage: 'Messages, {count, plural, one {# unread} other {# unread}}',
});

/** The message centre's button, with the unread count in its name when there is one. */
export function newsLabel(format: IntlShape['formatMessage'], count: number): string {
  return count > 0 ? format(newsUnread, { count }) : format(common.news);
}
