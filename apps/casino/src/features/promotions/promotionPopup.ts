import type { components } from '@casino/api-client';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api } from '../app';
import { useSession } from '../session/useSession';
import { dialogs, useOpenDialog } from '../shell/dialogs';

export type PromotionPopup = components['schemas']['PromotionPopup'];

/** Shown once a browser session (tab): kept in sessionStorage, so a reload does not show it again. */
export const shownKey = 'casino361:promotionPopupShown';
/** Home paints first: the pop-up comes once the lobby is on screen. */
const delayMs = 1500;

function sessionFlag(): { get(): boolean; set(): void } {
  return {
    get: () => {
      try {
        return globalThis.sessionStorage?.getItem(shownKey) !== null;
      } catch {
        return false;
      }
    },
    set: () => {
      try {
        globalThis.sessionStorage?.setItem(shownKey, '1');
      } catch {
        // Storage refused (private mode): the flag lives for this page only.
      }
    },
  };
}

let shownHere = false;

/** The first running pop-up for this visitor: guests see guest and all, members member and all. */
export function popupFor(popups: readonly PromotionPopup[], member: boolean): PromotionPopup | undefined {
  return popups.find((popup) => popup.audience === 'all' || popup.audience === (member ? 'member' : 'guest'));
}

/**
 * When the promotion pop-up shows (spec 000 §2; our choice where the spec is silent): on home, at
 * most once a browser session, when no other pop-up is open, the first running one for this visitor
 * (apps/casino README, "Choices").
 */
export function usePromotionPopup(): void {
  const { user, loginAction } = useSession();
  const open = useOpenDialog();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const flag = sessionFlag();
    // The activation prompt of a login comes first.
    if (pathname !== '/' || open || loginAction || shownHere || flag.get()) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    // The menu and alerts are modal too, outside the dialog store: wait until the player is done.
    const modalOpen = () => Boolean(document.querySelector('[role="dialog"], [role="alertdialog"]'));
    const show = async () => {
      if (modalOpen()) {
        timer = setTimeout(() => void show(), delayMs);
        return;
      }
      const popups = await api.call('/base/promotionPopup/listAll', undefined, { loading: false });
      if (!live || !popups.ok) return;
      if (dialogs.getSnapshot() || modalOpen()) {
        timer = setTimeout(() => void show(), delayMs);
        return;
      }
      shownHere = true;
      flag.set();
      const popup = popupFor(popups.data, Boolean(user));
      if (popup) dialogs.open({ name: 'promotionPopup', popup });
    };
    timer = setTimeout(() => void show(), delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [pathname, open, loginAction, user]);
}
