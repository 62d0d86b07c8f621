// The global loading indicator (spec 000 §4): on while any request runs, off a moment after the last
// one ends. Shaped for React's useSyncExternalStore(signal.subscribe, signal.getSnapshot).

export interface LoadingSignal {
  subscribe(listener: () => void): () => void;
  getSnapshot(): boolean;
  /** Marks one request as running; call the returned function when it ends (extra calls are ignored). */
  track(): () => void;
}

export function createLoadingSignal(offDelayMs = 100): LoadingSignal {
  const listeners = new Set<() => void>();
  let running = 0;
  let on = false;
  let offTimer: ReturnType<typeof setTimeout> | undefined;

  function set(value: boolean) {
    if (on === value) return;
    on = value;
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => on,
    track() {
      running += 1;
      clearTimeout(offTimer);
      offTimer = undefined;
      set(true);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        running -= 1;
        // Waiting before turning off avoids a flicker between back-to-back requests.
        if (running === 0) offTimer = setTimeout(() => set(false), offDelayMs);
      };
    },
  };
}

/** The app's one indicator, used by every client unless another signal is given. */
export const loading = createLoadingSignal();
