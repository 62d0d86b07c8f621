import type { components } from '@casino/api-client';
import { useSyncExternalStore } from 'react';
import { api, session } from '../app';

export type Jackpot = components['schemas']['Jackpot'];

/** The pools grow with every bet in the casino: the tiles refresh them this often. */
const refreshMs = 30_000;

const none: ReadonlyMap<number, Jackpot> = new Map();
let byGame = none;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let stopSession: (() => void) | undefined;
/** Whose pools are shown: the pools are kept per currency, the member's own or a guest's. */
let shownFor: string | undefined;
let asked = 0;

function publish(next: ReadonlyMap<number, Jackpot>) {
  byGame = next;
  for (const listener of listeners) listener();
}

async function load() {
  const ask = ++asked;
  const result = await api.call('/sys/game/jackpotList', undefined, { loading: false });
  // An answer overtaken by a later question (the player logged in meanwhile) is not shown.
  if (!result.ok || ask !== asked) return;
  publish(new Map(result.data.flatMap((jackpot) => jackpot.gameIds.map((id) => [id, jackpot] as const))));
}

/**
 * A login or logout changes the currency of the pools: they are asked again and the old ones hidden
 * meanwhile. `fresh` asks again anyway (tiles shown anew).
 */
function onSession(fresh = false) {
  const user = session.getSnapshot().user;
  const key = user ? `${user.id}:${user.currency}` : 'guest';
  if (key === shownFor && !fresh) return;
  if (key !== shownFor && shownFor !== undefined) publish(none);
  shownFor = key;
  void load();
}

// Home shows several lists of tiles at once: they share one request and one refresh timer.
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) {
    stopSession = session.subscribe(() => onSession());
    onSession(true);
    timer = setInterval(() => void load(), refreshMs);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
      stopSession?.();
    }
  };
}

/** Each jackpot game's pool by game id, refreshed while tiles are shown; empty until loaded. */
export function useJackpots(): ReadonlyMap<number, Jackpot> {
  return useSyncExternalStore(subscribe, () => byGame);
}
