import { useEffect, useRef } from 'react';

/**
 * Holds the stop functions of a flow's polls and window watches and stops them all when the flow
 * unmounts (the dialog closed, the method changed, the route changed or the session ended).
 */
export function useFlowTimers() {
  const stops = useRef(new Set<() => void>());
  useEffect(() => {
    const current = stops.current;
    return () => {
      for (const stop of current) stop();
      current.clear();
    };
  }, []);
  return {
    add(stop: () => void): () => void {
      stops.current.add(stop);
      return () => {
        stop();
        stops.current.delete(stop);
      };
    },
  };
}
