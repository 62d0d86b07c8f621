import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { session } from '../app';
import { useSession } from '../session/useSession';
import { dialogs, useOpenDialog } from '../shell/dialogs';

/** Pages that move on by themselves once the player has logged in or joined. */
const leavingPages = ['/login', '/join'];

/**
 * The e-mail activation prompt (spec 000 §2, 002 §2) for a member who has not activated: once after
 * each login or sign-up in this page (the login-action flag), when the dialog that logged them in has
 * closed and they are on the page they were going to.
 */
export function useActivationPrompt(): void {
  const { user, loginAction } = useSession();
  const open = useOpenDialog();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    if (!loginAction || !user || open || leavingPages.includes(pathname)) return;
    session.takeLoginAction();
    if (user.activated === 0) dialogs.open({ name: 'activationPrompt' });
  }, [loginAction, user, open, pathname]);
}
