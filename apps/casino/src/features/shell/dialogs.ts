import type { components } from '@casino/api-client';
import { useSyncExternalStore } from 'react';

type Game = components['schemas']['Game'];
export type PromotionPopup = components['schemas']['PromotionPopup'];

/** Dialogs are not routes (spec 000 §2); one is open at a time, opened and closed by a visible flag. */
export type OpenDialog =
  | { name: 'login' }
  | { name: 'join' }
  | { name: 'forgotPassword' }
  | { name: 'personalDetails' }
  | { name: 'changePassword' }
  | { name: 'aboutBtc' }
  | { name: 'cashoutOffer' }
  | { name: 'cashout' }
  | { name: 'cashoutHistory' }
  | { name: 'deposit' }
  | { name: 'balances' }
  | { name: 'bonus' }
  | { name: 'documents' }
  | { name: 'vipClub' }
  | { name: 'vipStore' }
  | { name: 'invite' }
  | { name: 'transactions' }
  | { name: 'gameHistory' }
  | { name: 'news' }
  | { name: 'contact' }
  | { name: 'banking' }
  | { name: 'activationPrompt' }
  | { name: 'facebookSignUp'; accessToken?: string }
  | { name: 'promotions' }
  | { name: 'withdrawalRules' }
  | { name: 'aboutUs' }
  | { name: 'terms' }
  | { name: 'privacyPolicy' }
  | { name: 'userAgreement' }
  | { name: 'promotionPopup'; popup: PromotionPopup }
  | { name: 'game'; game: Game; fun: boolean }
  | { name: 'payStatus'; status: 'payReturn' | 'payCancel' | 'payError' };

export type DialogName = OpenDialog['name'];

export interface DialogEntry {
  /** Only for a logged-in member: a visitor following its link gets the login pop-up instead. */
  member: boolean;
  /**
   * The query that opens it from an address (`/#/?dialog=contact`), for dialogs that need more than
   * their name: games by id, the promotion pop-up by id, the deposit results by payStatus.
   */
  link?: string;
}

/**
 * Every dialog of the app, one line each: what it needs and how an address opens it. The type makes
 * a dialog added to OpenDialog without its line here a compile error, and the page-width e2e test
 * (e2e/page-width.spec.ts) opens every dialog listed, so a new one is measured on phones with no
 * more than its line.
 */
export const dialogCatalogue: Record<DialogName, DialogEntry> = {
  login: { member: false },
  join: { member: false },
  forgotPassword: { member: false },
  personalDetails: { member: true },
  changePassword: { member: true },
  aboutBtc: { member: false },
  cashoutOffer: { member: true },
  cashout: { member: true },
  cashoutHistory: { member: true },
  deposit: { member: true },
  balances: { member: true },
  bonus: { member: true },
  documents: { member: true },
  vipClub: { member: true },
  vipStore: { member: true },
  invite: { member: true },
  transactions: { member: true },
  gameHistory: { member: true },
  news: { member: true },
  contact: { member: false },
  banking: { member: true },
  activationPrompt: { member: true },
  facebookSignUp: { member: false },
  promotions: { member: false },
  withdrawalRules: { member: false },
  aboutUs: { member: false },
  terms: { member: false },
  privacyPolicy: { member: false },
  userAgreement: { member: false },
  promotionPopup: { member: false, link: 'dialog=promotionPopup&popupId=1' },
  game: { member: false, link: 'dialog=game&gameId=1&fun=1' },
  payStatus: { member: false, link: 'payStatus=payReturn' },
};

export const isDialogName = (value: unknown): value is DialogName =>
  typeof value === 'string' && Object.hasOwn(dialogCatalogue, value);

/** The route a hash address shows ('#/aboutBtc?x=1' → '/aboutBtc'). */
export function pathOf(hash: string): string {
  return hash.replace(/^#/, '').split('?')[0] || '/';
}

const currentPath = () => (typeof window === 'undefined' ? '/' : pathOf(window.location.hash));

const listeners = new Set<() => void>();
let open: OpenDialog | null = null;
/** The route the open dialog belongs to: it closes when the player goes to another. */
let openedOn: string | null = null;

function set(next: OpenDialog | null) {
  open = next;
  openedOn = next ? currentPath() : null;
  for (const listener of listeners) listener();
}

export const dialogs = {
  open: (dialog: OpenDialog) => set(dialog),
  close: () => set(null),
  /** Closes the dialog when the shown route is no longer the one it was opened on. */
  routeChanged(path: string) {
    if (open && openedOn !== path) set(null);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => open,
};

export function useOpenDialog(): OpenDialog | null {
  return useSyncExternalStore(dialogs.subscribe, dialogs.getSnapshot);
}
