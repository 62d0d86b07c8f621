import { useSyncExternalStore } from 'react';
import { session } from './session';

/** The signed-in operator, re-rendering when they sign in or out. */
export function useOperator() {
  return useSyncExternalStore(session.subscribe, session.operator, session.operator);
}
