import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api, session } from '../app';
import { launchGame } from '../games/useGameLauncher';
import { dialogCatalogue, dialogs, isDialogName, type OpenDialog, pathOf } from './dialogs';

/** The arguments a dialog's link may carry, dropped from the address once it has opened. */
const linkArguments = ['dialog', 'gameId', 'fun', 'popupId'] as const;

async function dialogFromLink(name: string, params: URLSearchParams): Promise<OpenDialog | null> {
  if (!isDialogName(name) || name === 'payStatus') return null;
  if (dialogCatalogue[name].member && !session.getSnapshot().user) return { name: 'login' };
  const id = (key: string) => {
    const value = params.get(key) ?? '';
    return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
  };
  switch (name) {
    case 'game': {
      const gameId = id('gameId');
      if (gameId === null) return null;
      const game = await api.call('/base/game/get', { id: gameId });
      if (!game.ok) return null;
      // The game-click rules apply to a link as to a click: a guest's money game asks for login, a
      // member's runs the balance-block check first.
      await launchGame(game.data, params.get('fun') === '1');
      return null;
    }
    case 'promotionPopup': {
      const popupId = id('popupId');
      const popups = await api.call('/base/promotionPopup/listAll', undefined, { loading: false });
      const popup = popups.ok ? popups.data.find((candidate) => candidate.id === popupId) : undefined;
      return popup ? { name: 'promotionPopup', popup } : null;
    }
    default:
      return { name } as OpenDialog;
  }
}

/**
 * Pop-ups are not routes (spec 000 §2), but an address may name one: `/#/?dialog=contact` opens the
 * contact pop-up over home, so banners, news and articles (whose links are app addresses) can lead to
 * a pop-up. The dialog's words leave the address once it opens; a member's pop-up asks a visitor to
 * log in first.
 */
export function useDialogLinks(): void {
  const router = useRouter();
  const href = useRouterState({ select: (state) => state.location.href });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is read from the hash itself; href says when it changed
  useEffect(() => {
    const hash = window.location.hash;
    const params = new URLSearchParams(hash.split('?')[1] ?? '');
    const name = params.get('dialog');
    if (name === null) return;
    const rest = new URLSearchParams(params);
    for (const key of linkArguments) rest.delete(key);
    const query = rest.toString();
    router.history.replace(`${pathOf(hash)}${query ? `?${query}` : ''}`);
    void dialogFromLink(name, params).then((dialog) => {
      if (dialog) dialogs.open(dialog);
    });
  }, [href]);
}
