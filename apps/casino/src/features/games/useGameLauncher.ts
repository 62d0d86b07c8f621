import { useCallback } from 'react';
import { api, session } from '../app';
import { dialogs } from '../shell/dialogs';
import { notify } from '../shell/notify';
import type { Game } from './gameLists';

/**
 * The game-click rules (spec 000 §4): a guest not in play-for-fun mode gets the login pop-up; a member
 * otherwise the balance-block check runs (1 launches, anything else offers the cash-out pop-up).
 */
export async function launchGame(game: Game, fun: boolean): Promise<void> {
  const { user } = session.getSnapshot();
  if (!user) {
    // The block check needs a session; a guest's demo involves no balance to check.
    dialogs.open(fun ? { name: 'game', game, fun } : { name: 'login' });
    return;
  }
  const block = await api.call('/sys/sysSetting/checkBlock', { id: user.id });
  if (!block.ok) notify(block.message);
  else if (block.data === 1) dialogs.open({ name: 'game', game, fun });
  else dialogs.open({ name: 'cashoutOffer' });
}

export function useGameLauncher() {
  return useCallback(launchGame, []);
}
