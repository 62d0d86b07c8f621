import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { dialogs } from './dialogs';

/**
 * A dialog belongs to the page it was opened on: going to another route closes it (the crypto guide
 * stayed over /activation, the cash-out history over /withdrawLogin). A change of query alone (a
 * result pop-up clearing `?payStatus=`) is the same page.
 */
export function useCloseDialogsOnRouteChange(): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    dialogs.routeChanged(pathname);
  }, [pathname]);
}
