import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../app';

/** How often the count is asked again while a member is in: news follows moves made elsewhere. */
const POLL_MS = 60_000;

const listeners = new Set<() => void>();
let count = 0;

function set(next: number) {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

/** The member's unread news count (spec 002 §7 getNewCount), shown by the top bar and the drawer. */
export const unreadNews = {
  async refresh(): Promise<void> {
    const result = await api.call('/sys/news/getNewCount', {}, { loading: false });
    if (result.ok) set(result.data);
  },
  clear: () => set(0),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => count,
};

/** The unread count, kept fresh while `memberId` is logged in and cleared when nobody is. */
export function useUnreadNews(memberId: number | undefined): number {
  useEffect(() => {
    if (memberId === undefined) return unreadNews.clear();
    void unreadNews.refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void unreadNews.refresh();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [memberId]);
  return useSyncExternalStore(unreadNews.subscribe, unreadNews.getSnapshot);
}
