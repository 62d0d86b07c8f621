import { act } from 'react';

/*
 * React's act() for updates a test triggers itself (fake timers, imperative APIs, focus()). React
 * only honours act in an "act environment", which vitest-browser-react switches on just around render.
 */
export function actNow(update: () => void) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    act(update);
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}
