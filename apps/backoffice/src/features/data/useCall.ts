import type { AdminData, AdminPath, CallResult } from '@casino/api-client/admin';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from './api';

export interface Loaded<T> {
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
  reload: () => void;
}

/** Calls an admin operation when the component shows and whenever `body` changes (compared as JSON). */
export function useCall<P extends AdminPath>(path: P, body?: unknown): Loaded<AdminData<P>> {
  const [state, setState] = useState<{ data?: AdminData<P>; error?: string; loading: boolean }>({
    loading: true,
  });
  const [round, setRound] = useState(0);
  const key = JSON.stringify(body ?? null);
  const latest = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the body is compared by its JSON, `key`.
  useEffect(() => {
    const round_ = ++latest.current;
    setState((previous) => ({ ...previous, loading: true }));
    // The body's type is the operation's (the caller's generic P); checked where useCall is called.
    const call_ = api.call as (path: AdminPath, body?: unknown) => Promise<CallResult<AdminData<P>>>;
    void call_(path, body).then((result) => {
      if (round_ !== latest.current) return;
      setState(result.ok ? { data: result.data, loading: false } : { error: result.message, loading: false });
    });
  }, [path, key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
