import type { components } from '@casino/api-client';
import { useEffect, useState } from 'react';
import { api } from '../app';

export type Jackpot = components['schemas']['Jackpot'];

/** The pools grow with every bet in the casino: the tiles refresh them this often. */
const refreshMs = 30_000;

/** Each jackpot game's pool by game id, refreshed while the tiles are shown; empty until loaded. */
export function useJackpots(): ReadonlyMap<number, Jackpot> {
  const [byGame, setByGame] = useState<ReadonlyMap<number, Jackpot>>(new Map());
  useEffect(() => {
    let live = true;
    const load = async () => {
      const result = await api.call('/sys/game/jackpotList', undefined, { loading: false });
      if (!live || !result.ok) return;
      setByGame(
        new Map(result.data.flatMap((jackpot) => jackpot.gameIds.map((id) => [id, jackpot] as const))),
      );
    };
    void load();
    const timer = setInterval(() => void load(), refreshMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return byGame;
}
