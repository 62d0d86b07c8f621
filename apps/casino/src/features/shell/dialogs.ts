import type { components } from '@casino/api-client';
import { useSyncExternalStore } from 'react';

type Game = components['schemas']['Game'];

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
  | { name: 'game'; game: Game; fun: boolean }
  | { name: 'payStatus'; status: 'payReturn' | 'payCancel' | 'payError' };

const listeners = new Set<() => void>();
let open: OpenDialog | null = null;

function set(next: OpenDialog | null) {
  open = next;
  for (const listener of listeners) listener();
}

export const dialogs = {
  open: (dialog: OpenDialog) => set(dialog),
  close: () => set(null),
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
