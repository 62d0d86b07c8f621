import type { components } from '@casino/api-client';
import { api } from '../app';

export type Game = components['schemas']['Game'];
export type HomeLists = NonNullable<Awaited<ReturnType<typeof loadHomeLists>>>;
type PageRequest = Parameters<typeof api.call<'/base/game/listPage'>>[1];

/** Spec 000 §9: lists load 300 games a page. */
export const PAGE_SIZE = 300;

export async function loadHomeLists() {
  const result = await api.call('/sys/game/all');
  return result.ok ? result.data : null;
}

export interface ListState {
  games: Game[];
  pageNum: number;
  last: boolean;
}

export type ListKind = 'top' | 'slots' | 'table' | 'fun';

// Spec 000 §7: enabled games, most played first; play-for-fun adds playForFun 1.
const filters: Record<ListKind, Omit<NonNullable<PageRequest>, 'pageNum' | 'pageSize'>> = {
  top: { category_NEQ: 'Live Casino' },
  slots: { category: 'Slots' },
  table: { category: 'Table Games' },
  fun: { playForFun: 1 },
};

export async function loadPage(kind: ListKind, pageNum: number): Promise<ListState | string> {
  const result = await api.call('/base/game/listPage', {
    enabled: 1,
    totalPlayCount_0: 'DESC',
    pageNum,
    pageSize: PAGE_SIZE,
    ...filters[kind],
  });
  if (!result.ok) return result.message;
  return { games: (result.data.content ?? []) as Game[], pageNum, last: result.data.last };
}

/**
 * Loaded pages per list, kept for the whole visit: coming back to a list shows what was loaded and
 * where the player was, without loading it again (spec 000 §2 keep-alive).
 */
export const listCache = new Map<string, { state: ListState; scrollY: number }>();
