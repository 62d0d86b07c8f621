import type { components } from '@casino/api-client';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../app';
import { useSession } from '../session/useSession';

export type BonusSummary = components['schemas']['BonusSummary'];
export type BonusGrant = components['schemas']['BonusGrant'];

/**
 * The member's bonus (contract: /sys/bonus/current), read when a screen opens and again whenever the
 * session's bonus figures move: a game's rounds sync the session every 3 s, so the meter follows play.
 */
export function useBonusSummary() {
  const { user } = useSession();
  const [summary, setSummary] = useState<BonusSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = user?.id;
  const bonusBalance = user?.bonusBalance;
  const rollingAmount = user?.rollingAmount;

  const load = useCallback(() => api.call('/sys/bonus/current', undefined, { loading: false }), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the figures are the reason to read again
  useEffect(() => {
    if (id === undefined) return setSummary(null);
    let live = true;
    void load().then((result) => {
      if (!live) return;
      // A failed re-read keeps the figures already shown; the first read says why it failed.
      if (result.ok) {
        setSummary(result.data);
        setError(null);
      } else setError(result.message);
    });
    return () => {
      live = false;
    };
  }, [id, bonusBalance, rollingAmount, load]);

  return { summary, setSummary, error };
}
