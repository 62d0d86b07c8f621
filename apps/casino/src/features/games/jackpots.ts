import type { components } from '@casino/api-client';
import { useSyncExternalStore } from 'react';
import { api } from '../app';

export type Jackpot = components['schemas']['Jackpot'];

/** The pools grow with every bet in the casino: the tiles refresh them this often. */
const refreshMs = 30_000;

const none: ReadonlyMap<number, Jackpot> = new Map();
let byGame = none;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

async function load() {
  const result = await api.call('/sys/game/jackpotList', undefined, { loading: false });
  if (!result.ok) return;
  byGame = new Map(result.data.flatMap((jackpot) => jackpot.gameIds.map((id) => [id, jackpot] as const)));
  for (const listener of listeners) listener();
}

// Home shows several lists of tiles at once: they share one request and one refresh timer.
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) {
    void load();
    timer = setInterval(() => void load(), refreshMs);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Each jackpot game's pool by game id, refreshed while tiles are shown; empty until loaded. */
export function useJackpots(): ReadonlyMap<number, Jackpot> {
  return useSyncExternalStore(subscribe, () => byGame);
}
