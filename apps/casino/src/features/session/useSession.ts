import { useSyncExternalStore } from 'react';
import { session } from '../app';

export function useSession() {
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}
