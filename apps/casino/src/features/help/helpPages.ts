import { defineMessages, type MessageDescriptor } from 'react-intl';
import { common } from '../shell/messages';

const titles = {
  ...defineMessages({
    myAccountInfo: { id: 'help.myAccountInfo', defaultMessage: 'My account' },
    depositRules: { id: 'help.depositRules', defaultMessage: 'Deposit rules' },
    bonusRules: { id: 'help.bonusRules', defaultMessage: 'Bonus rules' },
    casino361: { id: 'help.casino361', defaultMessage: 'Casino 361 at a glance' },
    tableGamesInfo: { id: 'help.tableGamesInfo', defaultMessage: 'Table games' },
    blackjack: { id: 'help.blackjack', defaultMessage: 'How to play blackjack' },
    bonusInfo: { id: 'help.bonusInfo', defaultMessage: 'Bonuses' },
  }),
  aboutUs: common.aboutUs,
  privacyPolicy: common.privacyPolicy,
  terms: common.terms,
  withdrawalRules: common.withdrawalRules,
  cashierInfo: common.cashier,
};

export interface HelpPageInfo {
  section: HelpSection;
  page: string;
  /** The seeded article that holds the page's text (apps/server/src/db/seeds/articles.json). */
  articleId: number;
  title: MessageDescriptor;
}

// Spec 000 §2: the help sections and their pages; the first page of each is its Info page.
const sections = {
  myAccount: { myAccountInfo: 2, depositRules: 3, bonusRules: 4, casino361: 5, aboutUs: 6, privacyPolicy: 7 },
  tableGames: { tableGamesInfo: 8, blackjack: 9 },
  cashier: { cashierInfo: 10, withdrawalRules: 11 },
  bonus: { bonusInfo: 12, terms: 13 },
} as const;

export type HelpSection = keyof typeof sections;

export function isHelpSection(value: string): value is HelpSection {
  return Object.hasOwn(sections, value);
}

export function helpPage(section: string, page: string): HelpPageInfo | null {
  if (!isHelpSection(section)) return null;
  const pages: Record<string, number> = sections[section];
  const articleId = Object.hasOwn(pages, page) ? pages[page] : undefined;
  if (articleId === undefined) return null;
  return { section, page, articleId, title: titles[page as keyof typeof titles] };
}

/** Every help page, for the help home and the search bar. */
export const allHelpPages: HelpPageInfo[] = Object.entries(sections).flatMap(([section, pages]) =>
  Object.keys(pages).map((page) => helpPage(section, page)!),
);
